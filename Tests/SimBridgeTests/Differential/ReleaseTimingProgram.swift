import UIKitSim

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    diffPrint(items, separator: separator, terminator: terminator)
}

// When script controllers are freed: a page popped with animation (when the pop's transition
// ends, after its viewDidDisappear and didMove(toParent: nil)), a child removed from its
// parent (when the loop's reference goes; the bridge notices only when the callback that
// removed it returns, so the removal is its last statement here), a sheet dismissed with a completion handler
// (after the handler: the dismissal held it until then). Top-level code (no @main).
// BEGIN PROGRAM
class DiffReleasedPageVC: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = navigationController?.popViewController(animated: true)
        print("pop asked")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("page off screen")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        print("page moved to", parent == nil ? "nothing" : "a parent")
    }

    deinit {
        print("page freed")
    }
}

class DiffReleasedChildVC: UIViewController {
    deinit {
        print("child freed")
    }
}

class DiffReleasedSheetVC: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        dismiss(animated: true) {
            print("dismissal completed")
        }
        print("dismiss asked")
    }

    deinit {
        print("sheet freed")
    }
}

class DiffReleaseHubVC: UIViewController {
    var step = 0

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        step += 1
        if step == 1 {
            navigationController?.pushViewController(DiffReleasedPageVC(), animated: true)
            print("push asked")
        } else if step == 2 {
            addChild(DiffReleasedChildVC())
            children.last?.didMove(toParent: self)
            present(DiffReleasedSheetVC(), animated: true)
            print("present asked")
            dropChildren()
        }
    }

    func dropChildren() {
        for child in children {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
    }
}

func diffReleaseTimingProgram() -> UIWindow {
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: DiffReleaseHubVC())
    window.makeKeyAndVisible()
    return window
}
// END PROGRAM
