// Assignments through an optional chain do nothing when the chain meets nil, and the
// right side (or a method's arguments) is then not evaluated.
class Bar {
    var isHidden = false
    var title: String? = nil
    var items: [Int] = []
}

class Navigation {
    var bar = Bar()
    var depth = 0
}

class Screen {
    var navigation: Navigation? = nil

    func value(_ n: Int) -> Int {
        print("evaluated \(n)")
        return n
    }

    func setUp() {
        navigation?.bar.isHidden = true
        navigation?.depth += value(1)
        navigation?.bar.title = "Inbox"
        navigation?.bar.items.append(value(3))
        navigation?.depth = value(2)
        print("set up; navigation is nil: \(navigation == nil)")
    }
}

let screen = Screen()
screen.setUp()
screen.navigation = Navigation()
screen.setUp()
let bar = screen.navigation!.bar
print(bar.isHidden, screen.navigation!.depth, bar.title ?? "-", bar.items)
let done: ()? = screen.navigation?.bar.isHidden = false
print(done != nil, bar.isHidden)
screen.navigation = nil
let skipped: ()? = screen.navigation?.bar.isHidden = true
print(skipped == nil)
