// A `description` (or `debugDescription`) that is a stored property describes the value as a
// computed one does (the memberwise form and `main.K` were printed).
struct Tag: CustomStringConvertible { var description: String }
final class Label: CustomStringConvertible {
    let description: String
    init(_ text: String) { description = text }
}
struct Failure: Error, CustomStringConvertible { let description: String }
struct Probe: CustomDebugStringConvertible { let debugDescription: String }
let tag = Tag(description: "stored")
print(tag, Label("cls"), "\(tag)!", [tag, Tag(description: "two")])
print(String(describing: Label("x")), Probe(debugDescription: "dbg"))
do { throw Failure(description: "broken") } catch { print("caught:", error) }
