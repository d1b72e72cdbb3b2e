struct Stack {
    var items: [Int] = []
    func push(_ x: Int) { items.append(x) }
}
var s = Stack(); s.push(1); print(s.items)
