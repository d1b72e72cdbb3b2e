// A stack of whole numbers given a word.
struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
}
var numbers = Stack<Int>()
numbers.push(3)
numbers.push("four")
print(numbers.pop() ?? 0)
