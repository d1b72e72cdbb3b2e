// A linked list node as a struct holds its next node inline: swiftc asks for a class or indirect enum.
struct ListNode {
    var value: Int
    var next: ListNode?
}
let head = ListNode(value: 1, next: nil)
print(head.value)
