// A mutating call on a property of an object reached any way (a cast, parentheses, a call's
// result, an array literal's element, a conditional) changes that object's property.
class Animal {
    var tricks: [String] = [] { didSet { print("tricks now", tricks.count) } }
}
class Dog: Animal {}
struct Counter { var n = 0; mutating func bump() { n += 1 } }
class Stack {
    var items: [Int] = []
    var counter = Counter()
    func push(_ x: Int) -> Stack { items.append(x); return self }
}
func same(_ s: Stack) -> Stack { s }

let pet: Animal = Dog()
(pet as! Dog).tricks.append("sit")
(pet).tricks.append("roll")
(pet as? Dog)?.tricks.append("beg")
print(pet.tricks)

let s = Stack()
s.push(1).items.append(2)
[s][0].items.append(3)
same(s).items.append(4)
(true ? s : Stack()).items.append(5)
same(s).counter.bump()
(s as AnyObject as! Stack).counter.bump()
print(s.items, s.counter.n)
let stacks = [Stack(), s]
stacks.first(where: { $0.items.count > 3 })!.items.removeFirst()
print(s.items)
