func twoSum(_ a: [Int], _ k: Int) -> (Int, Int)? {
    var i = 0, j = a.count - 1
    while i < j {
        let s = a[i] + a[j]
        if s == k { return (i, j) }
        if s < k { i += 1 } else { j -= 1 }
    }
    return nil
}

let a = [2, 3, 4, 4, 7, 8, 9, 10, 12, 14, 21, 22, 100]
if let (i, j) = twoSum(a, 33) {
    print(i, j, a[i] + a[j])
}
if let (i, j) = twoSum(a, 1000) {
    print("found", i, j)
} else {
    print("none")
}
func named() -> (name: String, age: Int)? { ("Ann", 7) }
if var (n, g) = named() {
    g += 1
    n += "!"
    print(n, g)
}
if let (n, _) = named(), n.count == 3 {
    print("three", n)
}
let maybe: (Double, (Int, String))? = (1.5, (2, "x"))
if let (d, (k, s)) = maybe {
    print(d, k, s)
}
guard let (x, y) = twoSum([1, 2, 3], 5) else { fatalError() }
print(x + y)
var pairs: [(Int, Int)?] = [(1, 2), nil, (3, 4)]
for p in pairs {
    if let (l, r) = p { print(l * r) } else { print("nil") }
}
var queue = [(1, "a"), (2, "b")]
func pop() -> (Int, String)? { queue.isEmpty ? nil : queue.removeFirst() }
while let (k, s) = pop() {
    print("w", k, s)
}
