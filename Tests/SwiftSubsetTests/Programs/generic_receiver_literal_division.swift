// Integer-literal division passed for a generic type's own type parameter: Swift divides as the
// type the receiver binds (Double: 3.5), not as Int and then converts (3.0).
struct Stack<T> { var items: [T] = []; mutating func push(_ x: T) { items.append(x) } }
var s = Stack<Double>(); s.push(7 / 2); s.push(1); s.push(-(9 / 4)); print(s.items)
var t = Stack<Int>(); t.push(7 / 2); print(t.items)
var u = Stack(items: [0.5]); u.push(3 / 2); print(u.items)
final class Q<E> { var xs: [E] = []; func add(_ e: E) { xs.append(e) } }
let q = Q<Double>(); q.add(5 / 2); print(q.xs)
