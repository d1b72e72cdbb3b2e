// A call chooses the overload taking a protocol its argument adopts over one taking Any.
protocol Shape { var area: Double { get } }
struct Square: Shape { var side: Double; var area: Double { side * side } }
struct Label { var text: String }

func describe(_ value: Any) -> String { "something" }
func describe(_ value: CustomStringConvertible) -> String { "printable \(value.description)" }
func measure(_ value: Any) -> String { "unmeasured" }
func measure(_ shape: Shape) -> String { "area \(shape.area)" }
func pick(_ value: Any) -> String { "any" }
func pick(_ value: Int) -> String { "int" }
func pick(_ value: CustomStringConvertible) -> String { "printable" }

print(describe(12), describe("hi"), describe(2.5), describe([1, 2]))
print(describe(Label(text: "x")))
print(measure(Square(side: 3)), measure(Label(text: "y")))
let shape: Shape = Square(side: 2)
print(measure(shape))
print(pick(4), pick("four"), pick(true))
