// expect: ok|limit
final class Node { var next: Node?; init(next: Node?) { self.next = next } }
func build() {
    var head: Node? = nil
    for _ in 0..<200_000 { head = Node(next: head) }
    print(head == nil)
}
build()
