// Stands in for UIKit's 'present(vc)' (animated: has no default).
class Screen {
    func present(_ other: Screen, animated: Bool, completion: (() -> Void)? = nil) {}
    func go() {
        present(Screen())
    }
}
Screen().go()
