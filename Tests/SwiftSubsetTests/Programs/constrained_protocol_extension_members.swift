// Inside `extension P where Self: CustomStringConvertible`, the constraint's `description`
// is `self`'s, written bare.
protocol Labelled { func label() -> String }
extension Labelled where Self: CustomStringConvertible {
    func label() -> String { "[" + description + "]" }
}
struct Tag: CustomStringConvertible, Labelled {
    var name: String
    var description: String { "#\(name)" }
}
protocol Ranked { func rank() -> String }
extension Ranked where Self: RawRepresentable { func rank() -> String { "rank \(rawValue)" } }
enum Level: Int, Ranked { case low = 1, high }
print(Tag(name: "swift").label(), Level.high.rank())
