struct Dog {
    var name = "Rex"
}
let dog = Dog()
print(dog.nmae)
