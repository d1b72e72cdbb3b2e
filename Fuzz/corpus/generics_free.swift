struct Stack {
    private var items: [Int] = []
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    mutating func push(_ x: Int) { items.append(x) }
    mutating func pop() -> Int? { items.popLast() }
    func peek() -> Int? { items.last }
}
var s = Stack()
s.push(1)
s.push(2)
s.push(3)
print(s.count, s.peek()!, s.pop()!, s.pop()!, s.count, s.isEmpty)
var copy = s
copy.push(9)
print(s.count, copy.count)
struct Queue {
    var items: [String] = []
    mutating func enqueue(_ s: String) { items.append(s) }
    mutating func dequeue() -> String? { items.isEmpty ? nil : items.removeFirst() }
}
var q = Queue()
q.enqueue("a")
q.enqueue("b")
print(q.dequeue() ?? "-", q.dequeue() ?? "-", q.dequeue() ?? "-")
