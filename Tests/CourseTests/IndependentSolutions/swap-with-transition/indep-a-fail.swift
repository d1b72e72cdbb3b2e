// verdict: fail
// reason: mistake: the crash is fixed (both are children before the call) but the new child
// reason: never gets didMove(toParent:).
import UIKit

class WelcomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome"
    }
}

class AccountViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
    }
}

class OnboardingViewController: UIViewController {
    var current: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        let welcome = WelcomeViewController()
        addChild(welcome)
        welcome.view.frame = view.bounds
        view.addSubview(welcome.view)
        welcome.didMove(toParent: self)
        current = welcome
    }

    // Cross-dissolves from the current step to `next`. Today it ends the app.
    func show(_ next: UIViewController) {
        guard let old = current else { return }
        addChild(next)
        old.willMove(toParent: nil)
        next.view.frame = view.bounds
        transition(from: old, to: next, duration: 0.3, options: .transitionCrossDissolve,
                   animations: nil) { _ in
            old.removeFromParent()
            self.current = next
            print("Onboarding: now on \(next.title ?? "?"), \(self.children.count) child")
        }
    }
}

let onboarding = OnboardingViewController()
let window = UIWindow()
window.rootViewController = onboarding
window.makeKeyAndVisible()

// Stands in for the user tapping "Continue" a second after launch.
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    onboarding.show(AccountViewController())
}
