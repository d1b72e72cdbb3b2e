// A generic call whose type parameter only number literals bind takes the type the
// collection literal's elements share.
func same<T>(_ x: T) -> T { x }
func later<T>(_ a: T, _ b: T) -> T { b }
let half = 0.5
print([same(1), same(2.5)])
print([same(1), 2.5])
print([2.5, same(1)])
print([same(4), half])
print([later(1, 2), 3.5])
print([later(1, 2.5), 3])
print([same(-1), 0.5])
print([same(1), same(2)])
print([same(1), same(2)].map { $0 * 2 })
print(type(of: [same(1), 2.5]))
let table = ["a": same(1), "b": 2.5]
print(table["a"]!)
let pick = true ? same(1) : 2.5
print(pick)
print(same(1) + 2.5)
let typed: Double = same(3)
print(typed)
let listed: [Double] = [same(1), same(2)]
print(listed)
print(true ? same(1) : 2.5)
let other = false ? 2.5 : later(1, 2)
print(other)
