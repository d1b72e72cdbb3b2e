/// A grid of characters to draw boxes and text on.
struct TextCanvas {
    let width: Int
    let height: Int
    private var cells: [[Character]]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: Array(repeating: " ", count: width), count: height)
    }

    /// A rectangle of cells: `left`/`top` inclusive, `right`/`bottom` exclusive.
    struct Area: Equatable {
        var left, top, right, bottom: Int
        var width: Int { right - left }
        var height: Int { bottom - top }
        var isEmpty: Bool { width <= 0 || height <= 0 }
        var interior: Area { Area(left: left + 1, top: top + 1, right: right - 1, bottom: bottom - 1) }
    }

    /// Marks the second column of a wide character (skipped when the canvas becomes text).
    private static let continuation: Character = "\u{0}"

    /// Puts a character at a cell; a wide one (Chinese) takes this column and the next, and
    /// becomes a space where the next column is off the canvas.
    mutating func put(_ character: Character, _ column: Int, _ row: Int) {
        guard (0..<height).contains(row), (0..<width).contains(column) else { return }
        let wide = TerminalColumns.of(character) == 2
        if wide && column + 1 >= width {
            put(" ", column, row)
            return
        }
        release(column, row)
        cells[row][column] = character
        if wide {
            release(column + 1, row)
            cells[row][column + 1] = Self.continuation
        }
    }

    /// Empties the cell and the other half of any wide character it belongs to.
    private mutating func release(_ column: Int, _ row: Int) {
        if cells[row][column] == Self.continuation, column > 0 {
            cells[row][column - 1] = " "
        } else if column + 1 < width, cells[row][column + 1] == Self.continuation {
            cells[row][column + 1] = " "
        }
        cells[row][column] = " "
    }

    /// The columns `text` takes on the canvas.
    static func columns(_ text: String) -> Int { TerminalColumns.of(text) }

    /// Writes `text` at a position, cut at `limit` (exclusive column) with an ellipsis.
    mutating func write(_ text: String, column: Int, row: Int, limit: Int) {
        let room = limit - column
        guard room > 0 else { return }
        var characters = Array(text)
        if Self.columns(text) > room {
            var kept: [Character] = []
            var used = 0
            for character in characters {
                let columns = TerminalColumns.of(character)
                if used + columns > room - 1 { break }
                kept.append(character)
                used += columns
            }
            characters = kept + ["…"]
        }
        var at = column
        for character in characters {
            put(character, at, row)
            at += max(1, TerminalColumns.of(character))
        }
    }

    /// Writes `text` centred in the columns of `area` on `row`.
    mutating func writeCentered(_ text: String, in area: Area, row: Int) {
        let length = min(Self.columns(text), area.width)
        write(text, column: area.left + (area.width - length) / 2, row: row, limit: area.right)
    }

    mutating func clear(_ area: Area) {
        for row in area.top..<max(area.top, area.bottom) {
            for column in area.left..<max(area.left, area.right) { put(" ", column, row) }
        }
    }

    mutating func box(_ area: Area) {
        guard area.width >= 2, area.height >= 2 else { return }
        for column in area.left + 1..<area.right - 1 {
            put("─", column, area.top)
            put("─", column, area.bottom - 1)
        }
        for row in area.top + 1..<area.bottom - 1 {
            put("│", area.left, row)
            put("│", area.right - 1, row)
        }
        put("┌", area.left, area.top)
        put("┐", area.right - 1, area.top)
        put("└", area.left, area.bottom - 1)
        put("┘", area.right - 1, area.bottom - 1)
    }

    mutating func horizontalLine(row: Int, in area: Area) {
        for column in area.left..<area.right { put("─", column, row) }
    }

    mutating func verticalLine(column: Int, in area: Area) {
        for row in area.top..<area.bottom { put("│", column, row) }
    }

    var text: String {
        cells.map { row in Self.trimmingTrailingSpace(String(row.filter { $0 != Self.continuation })) }
            .joined(separator: "\n")
    }

    /// `line` without the white space it ends with, as the regular expression `\s+$` removes it
    /// (ICU's `\s`: tab, line feed, form feed, carriage return and the separators, category Z),
    /// read scalar by scalar: the expression cost as much as the rest of a check's snapshot. A
    /// line holding a line terminator, before which ICU's `$` also matches at the end, is left
    /// to the expression.
    static func trimmingTrailingSpace(_ line: String) -> String {
        let scalars = line.unicodeScalars
        if scalars.contains(where: isLineTerminator) {
            return line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        var end = scalars.endIndex
        while end > scalars.startIndex {
            let before = scalars.index(before: end)
            guard scalars[before] == "\t" || scalars[before].properties.generalCategory == .spaceSeparator else { break }
            end = before
        }
        return String(scalars[..<end])
    }

    /// The characters ICU's `$` treats as ending a line.
    private static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
