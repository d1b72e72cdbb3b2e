struct SomeStructure {
    var someValue: Int
}

let s = SomeStructure(someValue: 12)
let pathToProperty = \SomeStructure.someValue

let value = s[keyPath: pathToProperty]
struct OuterStructure {
    var outer: SomeStructure
    init(someValue: Int) {
        self.outer = SomeStructure(someValue: someValue)
    }
}

let nested = OuterStructure(someValue: 24)
let nestedKeyPath = \OuterStructure.outer.someValue

let nestedValue = nested[keyPath: nestedKeyPath]
let greetings = ["hello", "hola", "bonjour", "안녕"]
let myGreeting = greetings[keyPath: \[String].[1]]
var index = 2
let path = \[String].[index]
let fn: ([String]) -> String = { strings in strings[index] }

print(greetings[keyPath: path])
print(fn(greetings))
index += 1
print(greetings[keyPath: path])
print(fn(greetings))
let firstGreeting: String? = greetings.first
print(firstGreeting?.count as Any)
let count = greetings[keyPath: \[String].first?.count]
print(count as Any)
let interestingNumbers = ["prime": [2, 3, 5, 7, 11, 13, 17],
                          "triangular": [1, 3, 6, 10, 15, 21, 28],
                          "hexagonal": [1, 6, 15, 28, 45, 66, 91]]
print(interestingNumbers[keyPath: \[String: [Int]].["prime"]] as Any)
print(interestingNumbers[keyPath: \[String: [Int]].["prime"]![0]])
print(interestingNumbers[keyPath: \[String: [Int]].["hexagonal"]!.count])
print(interestingNumbers[keyPath: \[String: [Int]].["hexagonal"]!.count.bitWidth])
struct Task {
    var description: String
    var completed: Bool
}
var toDoList = [
    Task(description: "Practice ping-pong.", completed: false),
    Task(description: "Buy a pirate costume.", completed: true),
    Task(description: "Visit Boston in the Fall.", completed: false),
]

let descriptions = toDoList.filter(\.completed).map(\.description)
let descriptions2 = toDoList.filter { $0.completed }.map { $0.description }
assert(descriptions == descriptions2)
func makeIndex() -> Int {
    print("Made an index")
    return 0
}
let taskKeyPath = \[Task][makeIndex()]
print(type(of: taskKeyPath))
let someTask = toDoList[keyPath: taskKeyPath]
