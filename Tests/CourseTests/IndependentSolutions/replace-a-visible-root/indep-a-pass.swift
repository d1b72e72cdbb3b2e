// verdict: pass
// reason: prediction (written by indep-a, for the exercise that had no correct program): the root
// reason: loads in makeKeyAndVisible, appears when that turn ends; on the visible window the setter
// reason: loads and installs the new root at once (one subview); the old root's viewDidDisappear,
// reason: the new root's viewDidAppear and then the old root's release come when the turn ends
// reason: (root-view-controller lesson, "Replacing the root").
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
main: viewDidLoad
root replaced, window subviews: 1
sign-in: viewDidDisappear
main: viewDidAppear
sign-in: deinit
"""
