// Lazy properties built by closures run on first read, once; an optional one included.
class Window {
    var title = ""
}

class AppDelegate {
    var log: [String] = []
    lazy var window: Window? = {
        let window = Window()
        window.title = "main"
        print("window made")
        return window
    }()
    lazy var greeting: String = {
        print("greeting made")
        return "hello"
    }()
    lazy var count = self.log.count + 10
}

let app = AppDelegate()
print("launched")
print(app.window?.title ?? "none")
print(app.window?.title ?? "none")
app.log.append("a")
print(app.greeting, app.greeting, app.count)
app.window = nil
print(app.window == nil)
