struct Employee {
    var name: String
    var manager: Manager?
}
struct Manager {
    var person: Employee
}
print(Employee(name: "a", manager: nil).name)
