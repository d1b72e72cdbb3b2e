// Nested array literals of mixed shapes with arrays of nil, in an `[Any?]` context.
func flatten(_ list: [Any?]) -> [Int] {
    var out: [Int] = []
    for element in list.compactMap({ $0 }) {
        if let inner = element as? [Any?] { out += flatten(inner) }
        if let i = element as? Int { out.append(i) }
    }
    return out
}
print(flatten([0, 2, [[2, 3], 8, [[100]], nil, [[nil]]], -2]))
print(flatten([1, [2, [nil, [nil]]], [[4]]]))
print(flatten([[nil], [[nil]]]))
