/// How a standard type's metatype (`Value.standardType`) is written where Swift qualifies it by
/// its module: inside a collection, an optional or a tuple, and by `debugPrint`
/// (`[Swift.Int, Swift.Array<main.Point>]`).
enum StandardTypeNames {
    /// The types of the standard library a metatype's text may name.
    private static let swiftModule: Set<String> = TypeArguments.standardNames.union([
        "Float80", "Array", "ArraySlice", "ContiguousArray", "Dictionary", "Set", "Optional", "Range", "ClosedRange", "PartialRangeFrom",
        "PartialRangeThrough", "PartialRangeUpTo", "KeyValuePairs", "DefaultIndices", "Never",
        "Zip2Sequence", "StrideTo", "StrideThrough", "EnumeratedSequence", "ReversedCollection",
        "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath", "AnyKeyPath",
        "Error", "Result", "ObjectIdentifier", "AnyHashable", "Unicode",
    ])
    /// Names Swift writes bare, with no module.
    private static let unqualified: Set<String> = ["Any", "AnyObject", "Void", "Self"]

    /// `name` as `print` writes it (`Array<Point>`, `(x: Int, y: Int)`) with each type name
    /// qualified: the standard library's by `Swift.`, CGFloat by `CoreGraphics.`, any other by
    /// the program's `module`; tuple labels stay as they are.
    static func qualified(_ name: String, module: String) -> String {
        var out = ""
        var word = ""
        let characters = Array(name)
        func flush(before next: Int) {
            guard !word.isEmpty else { return }
            var after = next
            while after < characters.count, characters[after] == " " { after += 1 }
            let isLabel = after < characters.count && characters[after] == ":"
            let continuesPath = !out.isEmpty && out.last == "."
            if isLabel || continuesPath || unqualified.contains(word) || word.first?.isNumber == true {
                out += word
            } else if swiftModule.contains(word) {
                out += "Swift." + word

            } else if word == "CGFloat" {
                out += "CoreGraphics." + word
            } else {
                out += module + "." + word
            }
            word = ""
        }
        for (i, c) in characters.enumerated() {
            if c.isLetter || c.isNumber || c == "_" {
                word.append(c)
            } else {
                flush(before: i)
                out.append(c)
            }
        }
        flush(before: characters.count)
        return out
    }
}
