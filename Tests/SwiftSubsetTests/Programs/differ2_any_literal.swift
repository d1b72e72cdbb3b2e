// An array literal mixing a Double with an operation on integer literals, where the context
// lets it be `[Any]`: the operation stays an Int.
print([1.5, 7 / 2])
for item in [2.5, 3 * 4] { print(item) }
print([0.5, 9].count, [1.5, 7 / 2].count)
let typed: [Double] = [1.5, 7 / 2]
print(typed)
print([1.5, -7], [1.5, (7)], [1, 7 / 2])
