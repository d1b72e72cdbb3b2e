// verdict: fail
// reason: mistake: predicts that a child hears nothing unless the container forwards by hand.
import UIKit

class PlayerViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Player: viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Player: viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("Player: viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("Player: viewDidDisappear")
    }
}

class TrailerViewController: UIViewController {
    let player = PlayerViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(player)
        player.view.frame = CGRect(x: 0, y: 100, width: 393, height: 220)
        view.addSubview(player.view)
        player.didMove(toParent: self)
        print("Trailer: viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Trailer: viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Trailer: viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("Trailer: viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("Trailer: viewDidDisappear")
    }
}

let trailer = TrailerViewController()
let navigation = UINavigationController(rootViewController: trailer)
let window = UIWindow()
window.rootViewController = navigation
window.makeKeyAndVisible()

DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    print("(the cast list is pushed)")
    navigation.pushViewController(UIViewController(), animated: true)
}

// Your prediction: the lines this program prints, in order, one per line.
let prediction = """
Trailer: viewDidLoad
Trailer: viewWillAppear
Trailer: viewDidAppear
(the cast list is pushed)
Trailer: viewWillDisappear
Trailer: viewDidDisappear
"""
