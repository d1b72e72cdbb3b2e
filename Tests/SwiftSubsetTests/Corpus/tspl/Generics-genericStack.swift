struct IntStack {
   var items: [Int] = []
   mutating func push(_ item: Int) {
      items.append(item)
   }
   mutating func pop() -> Int {
      return items.removeLast()
   }
}
var intStack = IntStack()
intStack.push(1)
intStack.push(2)
intStack.push(3)
intStack.push(4)
print("the stack now contains \(intStack.items.count) integers")
struct Stack<Element> {
   var items: [Element] = []
   mutating func push(_ item: Element) {
      items.append(item)
   }
   mutating func pop() -> Element {
      return items.removeLast()
   }
}
var stackOfStrings = Stack<String>()
stackOfStrings.push("uno")
stackOfStrings.push("dos")
stackOfStrings.push("tres")
stackOfStrings.push("cuatro")
let fromTheTop = stackOfStrings.pop()
extension Stack {
   var topItem: Element? {
      return items.isEmpty ? nil : items[items.count - 1]
   }
}
if let topItem = stackOfStrings.topItem {
   print("The top item on the stack is \(topItem).")
}
