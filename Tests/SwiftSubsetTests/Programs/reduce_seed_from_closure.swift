// reduce's literal seed takes the type its closure works in, as Swift's literal typing does.
struct Item {
    let name: String
    let price: Double
    let quantity: Int
    let done: Bool
}

let cart = [
    Item(name: "pen", price: 1.5, quantity: 2, done: true),
    Item(name: "pad", price: 2.25, quantity: 3, done: false),
]

let total = cart.reduce(0) { $0 + $1.price }
print(type(of: total), total, total / Double(cart.count))
print(total - 0.5)
let count = cart.reduce(0) { $0 + $1.quantity }
print(type(of: count), count)
print(cart.reduce(0) { $0 + ($1.done ? 1 : 0) })
print(cart.reduce(0) { sum, item in sum + item.price * Double(item.quantity) })
print(cart.reduce(0) { $0 - $1.price }, cart.reduce(1) { $0 * $1.price })
print(cart.reduce(0) { max($0, $1.price) })
let nothing: [Item] = []
print(nothing.reduce(0) { $0 + $1.price })
print(cart.reduce("") { $0 + $1.name })

var average = cart.reduce(0) { $0 + $1.price }
average /= 2
print(average)
