// Assigning to a property of a class instance reached through an expression that is not a
// variable: a cast, a call, an optional chain on either.
class Home {
    var greeting = "Hello"
}

func makeHome() -> Home { Home() }

let stored: Any = Home()
(stored as? Home)?.greeting = "Welcome back"
print((stored as! Home).greeting)

(stored as! Home).greeting = "Hi"
print((stored as! Home).greeting)

let homes: [Any] = [Home(), "not a home"]
(homes[1] as? Home)?.greeting = "never"
(homes[0] as? Home)?.greeting = "first"
print((homes[0] as! Home).greeting)

var counter = 0
func nextHome() -> Home? {
    counter += 1
    return counter == 1 ? Home() : nil
}
nextHome()?.greeting = "made"
nextHome()?.greeting = "skipped"
print(counter)
makeHome().greeting = "thrown away"
print(makeHome().greeting)
