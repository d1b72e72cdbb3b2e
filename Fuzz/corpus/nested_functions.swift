func makeAdder(_ n: Int) -> (Int) -> Int {
    func add(_ x: Int) -> Int { x + n }
    return add
}
let add5 = makeAdder(5)
print(add5(1), makeAdder(10)(1))
func compose(_ f: @escaping (Int) -> Int, _ g: @escaping (Int) -> Int) -> (Int) -> Int {
    return { x in g(f(x)) }
}
let h = compose({ $0 * 2 }, { $0 + 3 })
print(h(4))
func countdown(from n: Int) -> [Int] {
    var result: [Int] = []
    func step(_ k: Int) {
        if k < 0 { return }
        result.append(k)
        step(k - 1)
    }
    step(n)
    return result
}
print(countdown(from: 4))
var memo: [Int: Int] = [:]
func fibm(_ n: Int) -> Int {
    if n < 2 { return n }
    if let v = memo[n] { return v }
    let r = fibm(n - 1) + fibm(n - 2)
    memo[n] = r
    return r
}
print(fibm(50))
