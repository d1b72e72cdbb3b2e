protocol Container {
   associatedtype Item
   mutating func append(_ item: Item)
   var count: Int { get }
   subscript(i: Int) -> Item { get }
}
extension Container {
    subscript<Indices: Sequence>(indices: Indices) -> [Item]
            where Indices.Iterator.Element == Int {
        var result: [Item] = []
        for index in indices {
            result.append(self[index])
        }
        return result
    }
}
struct IntStack: Container {
   // original IntStack implementation
   var items: [Int] = []
   mutating func push(_ item: Int) {
      items.append(item)
   }
   mutating func pop() -> Int {
      return items.removeLast()
   }
   // conformance to the Container protocol
   typealias Item = Int
   mutating func append(_ item: Int) {
      self.push(item)
   }
   var count: Int {
      return items.count
   }
   subscript(i: Int) -> Int {
      return items[i]
   }
}
var s = IntStack()
s.push(10); s.push(20); s.push(30)
let items = s[ [0, 2] ]
assert(items == [10, 30])
