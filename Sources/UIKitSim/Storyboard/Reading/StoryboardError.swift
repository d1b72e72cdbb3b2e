/// A problem found while reading a `.storyboard` file (or an `Info.plist`): which file, which
/// line, and what is wrong.
///
/// Its `description` reads `Main.storyboard:12: segue 'abc' points at 'xyz', which is not a
/// controller in this storyboard`, the way compilers print a position.
public struct StoryboardError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's name as given to the reader.
    public var file: String
    /// The 1-based line the problem is on, when known.
    public var line: Int?
    /// What is wrong, lower-case, naming ids and attributes in single quotes.
    public var message: String

    /// Makes an error for `file`, at `line` when known.
    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`, or `file: message` without a line.
    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
