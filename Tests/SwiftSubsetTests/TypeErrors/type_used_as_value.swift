// Stands in for UIKit's 'let vc = UIViewController; vc.title = "Home"'.
class Screen {
    var title: String?
}
let screen = Screen
screen.title = "Home"
