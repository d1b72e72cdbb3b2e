// `is` and `as?` on optionals and on values typed `Any?` test the wrapped value.
class Animal {}
class Dog: Animal {}

func describe(_ sender: Any?) {
    print(sender is Dog, sender is Animal, sender as? Dog != nil)
}

describe(Dog())
describe(Animal())
describe(nil)
let maybe: Animal? = Dog()
print(maybe is Dog)
let none: Animal? = nil
print(none is Dog)
let pet: Animal? = Dog()
let nested: Any? = pet
print(nested is Dog)
