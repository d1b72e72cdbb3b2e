// Hashable needs the type parameters to be Hashable too: constrain them.
struct Pair<First, Second>: Hashable {
    var first: First
    var second: Second
}

let p = Pair(first: "x", second: 1)
print(p == p)
