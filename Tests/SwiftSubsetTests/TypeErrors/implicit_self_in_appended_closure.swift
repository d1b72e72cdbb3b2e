// A button keeps actions to run later; each action is stored, so it must name `self`.
final class Button {
    var taps = 0
    var actions: [() -> Void] = []
    func wire() {
        actions.append { taps += 1 }
    }
}
let button = Button()
button.wire()
button.actions.forEach { $0() }
print(button.taps)
