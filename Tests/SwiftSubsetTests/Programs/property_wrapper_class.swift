// A property wrapper that is a class: copies of the struct share the backing storage by
// reference, and the wrappers' initialisers run in declaration order.
@propertyWrapper
final class Box {
    var wrappedValue: Int
    var projectedValue: Box { self }
    init(wrappedValue: Int) {
        print("Box.init(\(wrappedValue))")
        self.wrappedValue = wrappedValue
    }
}

struct Pair {
    @Box var first = 1
    @Box var second = 2
}
var p = Pair()
let q = p
p.first = 10
print(p.first, q.first, p.second)
print(p.$first === q.$first, p.$second === q.$first)
