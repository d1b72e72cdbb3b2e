struct Person { var name: String; var age: Int; var friend: Friend? }
struct Friend { var nick: String }

print(\Person.name == \Person.name)
print(\Person.name == \Person.age)
print(\Person.age != \Person.age)
let path = \Person.name
print(path == \Person.name)
print(\Person.friend?.nick == \Person.friend?.nick)

// Swift prefers binding a generic parameter to converting to `Any`, and a non-generic
// overload of the argument's own type to both.
func over(_ x: Any) { print("any") }
func over<T>(_ x: T) { print("generic", x) }
over("s")
over(1)

func show(_ x: Int) { print("int", x) }
func show<T>(_ x: T) { print("generic", x) }
show(1)
show("s")
show(2.5)
func inside() {
    show(3)
    show("t")
    over(true)
}
inside()
