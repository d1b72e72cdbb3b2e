struct Person {
    let name: String
    let age: Int
}
let people = [Person(name: "Zoe", age: 30), Person(name: "Al", age: 25), Person(name: "Bo", age: 30)]
let byAge = people.sorted { $0.age < $1.age }
print(byAge.map { $0.name })
let byAgeThenName = people.sorted { a, b in
    if a.age != b.age { return a.age > b.age }
    return a.name < b.name
}
print(byAgeThenName.map { $0.name })
var nums = [5, 3, 8, 1, 9, 2]
nums.sort()
print(nums)
nums.sort(by: >)
print(nums)
func bubble(_ input: [Int]) -> [Int] {
    var a = input
    for i in 0..<a.count {
        for j in 0..<(a.count - i - 1) where a[j] > a[j + 1] {
            a.swapAt(j, j + 1)
        }
    }
    return a
}
print(bubble([4, 2, 7, 1]))
let total = people.reduce(0) { $0 + $1.age }
print(total, people.map { $0.age }.max()!)
