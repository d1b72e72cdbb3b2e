// verdict: fail
// reason: the root loads in makeKeyAndVisible, appears when the turn ends; on the visible window the
// reason: setter swaps at once: old root disappears, new root loads, the old root is released (nothing
// reason: else holds it) before the print; the new root's viewDidAppear comes when that turn ends.
// reason: I was wrong (written as pass): the disappear callbacks and the release come when the
// reason: turn ends, after the print (decisions.md, UIKitSim: a root set on a visible window
// reason: loads at once, the did callbacks at the commit); the lesson's wording led me to put
// reason: them inside the setter, and it is now reworded.
import UIKit

class ScreenViewController: UIViewController {
    let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(name): viewDidLoad")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("\(name): viewDidAppear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("\(name): viewDidDisappear")
    }

    deinit {
        print("\(name): deinit")
    }
}

let window = UIWindow()
window.rootViewController = ScreenViewController(name: "sign-in")
window.makeKeyAndVisible()
print("window shown")

DispatchQueue.main.async {
    window.rootViewController = ScreenViewController(name: "main")
    print("root replaced, window subviews: \(window.subviews.count)")
}

// Your prediction: the lines this program prints, in order, one per line.
let prediction = """
sign-in: viewDidLoad
window shown
sign-in: viewDidAppear
sign-in: viewDidDisappear
main: viewDidLoad
sign-in: deinit
root replaced, window subviews: 1
main: viewDidAppear
"""
