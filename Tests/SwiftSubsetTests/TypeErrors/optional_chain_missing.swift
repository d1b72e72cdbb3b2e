// Stands in for UIKit's navigationController.pushViewController(vc, animated: true):
// the same rule (a member reached through an optional without '?').
class Navigator {
    func push(_ screen: String, animated: Bool) { print(screen) }
}
class Screen {
    var navigator: Navigator?
}
Screen().navigator.push("next", animated: true)
