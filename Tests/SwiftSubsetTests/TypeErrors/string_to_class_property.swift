// Stands in for UIKit's 'view.backgroundColor = "red"' (a String where a class is wanted).
class Color {}
class Panel {
    var backgroundColor: Color?
}
let panel = Panel()
panel.backgroundColor = "red"
