func greet(person: String) -> String {
   let greeting = "Hello, " + person + "!"
   return greeting
}
print(greet(person: "Anna"))
print(greet(person: "Brian"))
func greetAgain(person: String) -> String {
   return "Hello again, " + person + "!"
}
print(greetAgain(person: "Anna"))
func greet(person: String, alreadyGreeted: Bool) -> String {
    if alreadyGreeted {
        return greetAgain(person: person)
    } else {
        return greet(person: person)
    }
}
print(greet(person: "Tim", alreadyGreeted: true))
