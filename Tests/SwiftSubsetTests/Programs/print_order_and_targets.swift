// print evaluates its arguments, then describes and writes each item after its separator, so a
// description that prints writes between the items; `to:` appends to a String instead.
struct Noisy: CustomStringConvertible {
    let n: Int
    var description: String { print("describing \(n)"); return "N\(n)" }
}
print(Noisy(n: 1), Noisy(n: 2))
print(Noisy(n: 3), Noisy(n: 4), separator: " | ", terminator: ".\n")

var log = ""
print("x", 5, to: &log)
print([1, 2], terminator: "", to: &log)
debugPrint("quoted", to: &log)
print(log.count)
print(log, terminator: "")

struct Report { var text = "" }
var report = Report()
print("line", 1, separator: "-", to: &report.text)
print(report.text, terminator: "")

// A program may declare the `++` and `--` Swift 3 removed from the standard library.
postfix operator ++
postfix func ++ (x: inout Int) -> Int { let old = x; x += 1; return old }
prefix operator --
prefix func -- (x: inout Int) -> Int { x -= 1; return x }
var i = 5
print(i++, i, --i)

// A string literal of one Character is a Character where a Character? is wanted.
let initial: Character? = "z"
var grade: Character? = nil
grade = "a"
let marks: [Character?] = ["b", nil]
func show(_ c: Character?) { print(c as Any) }
show("e")
print(initial as Any, grade as Any, marks)

// A Float converted to an integer converts its exact value.
let f = Float(Int.max) / 2
print(Int(f), UInt64(Float(Int.max)), Int(Float(16_777_217)))
