// expect: ok|limit
class Box { var value: Int; var next: Box?; init(_ v: Int, _ n: Box?) { value = v; next = n } }
var list: Box? = nil
for i in 0..<100_000 { list = Box(i, list) }
list = nil
print("freed")
