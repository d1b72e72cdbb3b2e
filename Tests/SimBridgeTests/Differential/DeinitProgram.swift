import UIKitSim

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    diffPrint(items, separator: separator, terminator: terminator)
}

// Script controllers freed when UIKit lets go of them: a page pushed then popped, a sheet
// presented then dismissed, and a controller that was never shown. Top-level code (no @main).
// BEGIN PROGRAM
class DiffPageVC: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("page on screen")
        _ = navigationController?.popViewController(animated: true)
    }

    deinit {
        print("page freed")
    }
}

class DiffSheetVC: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("sheet on screen")
        dismiss(animated: false)
    }

    deinit {
        print("sheet freed")
    }
}

class DiffHubVC: UIViewController {
    var step = 0

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        step += 1
        if step == 1 {
            navigationController?.pushViewController(DiffPageVC(), animated: false)
        } else if step == 2 {
            present(DiffSheetVC(), animated: true)
        }
    }
}

func diffDeinitProgram() -> UIWindow {
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: DiffHubVC())
    window.makeKeyAndVisible()
    do {
        let unused = DiffSheetVC()
        print("made", unused.title ?? "an untitled sheet")
    }
    return window
}
// END PROGRAM
