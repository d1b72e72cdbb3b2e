// Trailing closures passed to labelled parameters: the first (unlabelled) trailing closure
// fills the first parameter taking a function that lets the rest fit.
func load(from name: String, completion: (String) -> Void, onFailure: () -> Void) {
    if name.isEmpty { onFailure() } else { completion(name.uppercased()) }
}
load(from: "photo") { picture in
    print("loaded", picture)
} onFailure: {
    print("failed")
}
load(from: "") { print("loaded", $0) } onFailure: { print("could not load") }

func animate(duration: Double = 0.3, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
    animations()
    completion?(true)
    print("took", duration)
}
animate { print("moving") }
animate(duration: 1) {
    print("fading")
} completion: { done in
    print("done:", done)
}

class Button {
    var handlers: [() -> Void] = []
    func on(event: String, perform action: @escaping () -> Void) {
        handlers.append(action)
        print("registered", event)
    }
    func transition(with title: String, options: Int = 0, animations: () -> Void, completion: (Bool) -> Void) {
        animations()
        completion(options == 0)
    }
}
let b = Button()
b.on(event: "tap") { print("tapped") }
b.handlers.forEach { $0() }
b.transition(with: "next") {
    print("animating")
} completion: { finished in
    print("finished", finished)
}
