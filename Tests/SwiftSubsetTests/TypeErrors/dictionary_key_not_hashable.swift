// A class that is not Hashable as a dictionary's key.
class Person {
    let name: String
    init(name: String) { self.name = name }
}
var scores: [Person: Int] = [:]
scores[Person(name: "Ann")] = 3
print(scores.count)
