// Generic functions whose type parameters are constrained, used in parameter and result types;
// the caller keeps the type it passed in.
class Screen {
    var title = ""
}

class Inbox: Screen {
    var unread = 2
}

protocol Named {
    var name: String { get }
}

struct Person: Named {
    let name: String
}

func titled<T: Screen>(_ screen: T, _ title: String) -> T {
    screen.title = title
    return screen
}

func names<T>(of items: [T]) -> [String] where T: Named {
    items.map { $0.name }
}

func firstOrNil<T>(_ items: [T]) -> T? {
    items.first
}

func describe<T>(_ value: T, times: Int = 1) -> String {
    String(repeating: "\(value) ", count: times)
}

let inbox = titled(Inbox(), "Inbox")
print(inbox.title, inbox.unread)
let screens = [titled(Screen(), "One"), titled(Inbox(), "Two")]
print(screens.map { $0.title })
print(names(of: [Person(name: "Ana"), Person(name: "Bo")]))
print(firstOrNil([3, 4]) ?? 0, firstOrNil([String]()) ?? "none")
print(describe(7, times: 2) + describe("x"))
