// A queue of names given a number.
final class Queue<Item> {
    var waiting: [Item] = []
    func join(_ item: Item) { waiting.append(item) }
}
let line = Queue<String>()
line.join("Ada")
line.join(42)
print(line.waiting)
