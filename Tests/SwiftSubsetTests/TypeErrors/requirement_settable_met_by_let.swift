// A protocol asks for a name that can change; the struct's name is a constant.
protocol Renamable {
    var name: String { get set }
}
struct Pet: Renamable {
    let name: String
}
var pet = Pet(name: "Rex")
print(pet.name)
