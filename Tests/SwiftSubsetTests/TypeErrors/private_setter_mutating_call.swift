struct Basket {
    private(set) var fruits: [String] = []
    mutating func add(_ fruit: String) { fruits.append(fruit) }
}
var basket = Basket()
basket.add("apple")
basket.fruits.append("pear")
print(basket.fruits)
