// A closure that changes a variable of the frame that made it keeps that frame, and reads
// its constants there: they stay when their block or function ends.

var saved: () -> String = { "" }
func remember() {
    if true {
        defer { print("defer") }
        let name = "n"
        var count = 0
        saved = { count += 1; return "\(name) \(count)" }
    }
}
remember()
print(saved(), saved())

func counter() -> () -> Void {
    var count = 0
    let label = "u"
    return { count += 1; print(count, label) }
}
let next = counter()
next()
next()

var total = 0
var add: () -> Void = {}
do {
    defer { print("do's defer") }
    let step = 5
    add = { total += step; print(total) }
}
add()
add()
