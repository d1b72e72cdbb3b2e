// Declarations next to the shapes swiftc rejects, which it accepts.
protocol P { static var x: Int { get } }
struct S: P { static let x: Int = 1; static var y: Int { 2 } }
extension S { static var z = 3 }
func f() -> () { return }
func g() -> Void { return }
enum E: Int { case a = -1, b = 0x10 }
enum F: Character { case n = "\n", t = "t" }
let c = [Int]()
var d: [String: Int] = [:]
var e = nil as Int?
print(S.z, E.b.rawValue, c, d, e as Any)
