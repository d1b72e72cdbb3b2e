class ListNode {
    var value: Int
    var next: ListNode?
    init(_ value: Int, next: ListNode? = nil) {
        self.value = value
        self.next = next
    }
}
func build(_ values: [Int]) -> ListNode? {
    var head: ListNode? = nil
    for v in values.reversed() { head = ListNode(v, next: head) }
    return head
}
func toArray(_ head: ListNode?) -> [Int] {
    var out: [Int] = []
    var cur = head
    while let n = cur {
        out.append(n.value)
        cur = n.next
    }
    return out
}
func reverse(_ head: ListNode?) -> ListNode? {
    var prev: ListNode? = nil
    var cur = head
    while let n = cur {
        let next = n.next
        n.next = prev
        prev = n
        cur = next
    }
    return prev
}
let list = build([1, 2, 3, 4])
print(toArray(list))
print(toArray(reverse(list)))
