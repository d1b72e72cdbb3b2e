// Extensions of unrelated standard types may declare members of one name, one constrained;
// a program type's own `reversed()` mapped is its own value; and a method of an object held
// in a property changes the object without calling the property's observer or setter, even
// where the method's name is one of the standard collections' changing methods.
extension Array where Element == Int { func total() -> Int { reduce(0, +) } }
extension Set { func total() -> Int { count } }
print([1, 2, 3].total(), Set(["a"]).total())
extension BinaryInteger where Self: SignedInteger { func isNegative() -> Bool { self < 0 } }
extension Double { func isNegative() -> Bool { self < 0 } }
print((-3).isNegative(), 2.5.isNegative())

struct Word: CustomStringConvertible {
    var s: String
    func reversed() -> Word { Word(s: String(s.reversed())) }
    var description: String { s }
}
let words = [Word(s: "ab"), Word(s: "cd")]
print(words.map { $0.reversed() }, [words[0].reversed()])

class Logger { var lines: [String] = []; func append(_ s: String) { lines.append(s) } }
class Doc {
    var log = Logger() { didSet { print("didSet log") } }
    let kept = Logger()
    var current: Logger { get { kept } set { print("set current") } }
}
let doc = Doc()
func theDoc() -> Doc { doc }
doc.log.append("a")
theDoc().log.append("b")
(doc as AnyObject as! Doc).log.append("c")
theDoc().current.append("d")
print(doc.log.lines, doc.kept.lines)
