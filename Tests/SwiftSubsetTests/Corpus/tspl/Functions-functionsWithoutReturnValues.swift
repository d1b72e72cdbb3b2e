func greet(person: String) {
   print("Hello, \(person)!")
}
greet(person: "Dave")
func printAndCount(string: String) -> Int {
   print(string)
   return string.count
}
func printWithoutCounting(string: String) {
   let _ = printAndCount(string: string)
}
let a =
printAndCount(string: "hello, world")
assert(a == 12)
printWithoutCounting(string: "hello, world")
