class Screen {
    let name: String
    init(name: String) { self.name = name }
    func willAppear() { print("\(name) will appear") }
    func didDisappear() { print("\(name) did disappear") }
    deinit { print("\(name) freed") }
}
class Navigator {
    private(set) var stack: [Screen] = []
    var top: Screen? { stack.last }
    func push(_ s: Screen) {
        s.willAppear()
        top?.didDisappear()
        stack.append(s)
    }
    @discardableResult
    func pop() -> Screen? {
        guard stack.count > 1 else { return nil }
        let s = stack.removeLast()
        s.didDisappear()
        top?.willAppear()
        return s
    }
}
let nav = Navigator()
nav.push(Screen(name: "List"))
nav.push(Screen(name: "Detail"))
nav.push(Screen(name: "Edit"))
print(nav.stack.map { $0.name })
nav.pop()
print("after pop:", nav.top!.name)
nav.pop()
nav.pop()
print(nav.stack.count)
