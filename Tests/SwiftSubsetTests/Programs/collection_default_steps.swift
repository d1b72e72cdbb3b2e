// The standard defaults of a program's Collection call its startIndex, endIndex, subscript and
// index(after:) as often and in the same order as Swift's do: each member prints when it runs.
struct C: Collection {
    var startIndex: Int { print("  start"); return 0 }
    var endIndex: Int { print("  end"); return 3 }
    subscript(position: Int) -> Int { print("  read \(position)"); return position * 10 }
    func index(after i: Int) -> Int { print("  after \(i)"); return i + 1 }
}
let c = C()
for m in ["for", "Array", "sorted", "min", "map", "filter", "compactMap", "contains", "first", "isEmpty", "count", "reduce", "sortedBy", "flatMap", "allSatisfy", "firstWhere", "forEach", "offsetBy", "limitedBy", "distance", "firstIndexOf"] {
    print(m)
    switch m {
    case "for": for x in c { print(x) }
    case "Array": print(Array(c))
    case "sorted": print(c.sorted())
    case "sortedBy": print(c.sorted(by: >))
    case "min": print(c.min()!)
    case "map": print(c.map { $0 + 1 })
    case "filter": print(c.filter { $0 > 0 })
    case "compactMap": print(c.compactMap { $0 })
    case "flatMap": print(c.flatMap { [$0] })
    case "contains": print(c.contains(10))
    case "first": print(c.first!)
    case "isEmpty": print(c.isEmpty)
    case "count": print(c.count)
    case "reduce": print(c.reduce(0, +))
    case "allSatisfy": print(c.allSatisfy { $0 < 100 })
    case "firstWhere": print(c.first(where: { $0 == 20 })!)
    case "forEach": c.forEach { print($0) }
    case "offsetBy": print(c.index(c.startIndex, offsetBy: 2))
    case "limitedBy": print(c.index(c.startIndex, offsetBy: 2, limitedBy: 1) as Any)
    case "distance": print(c.distance(from: 0, to: 2))
    case "firstIndexOf": print(c.firstIndex(of: 10)!)
    default: break
    }
}
