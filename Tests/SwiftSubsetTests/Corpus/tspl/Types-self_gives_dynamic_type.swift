class Superclass {
    func f() -> Self { return self }
}
let x = Superclass()
print(type(of: x.f()))
class Subclass: Superclass { }
let y = Subclass()
print(type(of: y.f()))
let z: Superclass = Subclass()
print(type(of: z.f()))
