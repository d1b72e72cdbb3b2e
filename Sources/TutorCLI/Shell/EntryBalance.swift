/// Whether a piece of Swift typed a line at a time is complete: its brackets are closed and
/// no string literal or block comment is left open. The REPL keeps reading lines until it is.
struct EntryBalance {
    private var depth = 0
    private var inString = false
    private var inMultilineString = false
    private var commentDepth = 0

    /// Whether everything opened so far has been closed.
    var isComplete: Bool { depth <= 0 && !inMultilineString && commentDepth == 0 }

    /// Takes one more line.
    mutating func add(_ line: String) {
        let chars = Array(line)
        var i = 0
        inString = false
        while i < chars.count {
            let c = chars[i]
            let next = i + 1 < chars.count ? chars[i + 1] : nil
            if commentDepth > 0 {
                if c == "*", next == "/" { commentDepth -= 1; i += 2; continue }
                if c == "/", next == "*" { commentDepth += 1; i += 2; continue }
                i += 1
                continue
            }
            if inMultilineString || inString {
                if c == "\\" { i += 2; continue }
                if inMultilineString, line.dropFirst(i).hasPrefix("\"\"\"") { inMultilineString = false; i += 3; continue }
                if inString, c == "\"" { inString = false }
                i += 1
                continue
            }
            if line.dropFirst(i).hasPrefix("\"\"\"") { inMultilineString = true; i += 3; continue }
            switch c {
            case "\"": inString = true
            case "/" where next == "/": return
            case "/" where next == "*": commentDepth += 1; i += 1
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            default: break
            }
            i += 1
        }
    }
}
