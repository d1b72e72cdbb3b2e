// verdict: pass
// reason: launch: Lists appears; the push and the full-screen presentation print nothing; on Save the
// reason: source prepares, the action runs with the stack and the presentation untouched, then the
// reason: dismissal (with the pop behind it) runs like a pop: will-disappear, will-appear, did-disappear,
// reason: did-appear.
import UIKit

class ListsViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Lists: viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Lists: viewDidAppear")
    }

    @IBAction func unwindToLists(_ segue: UIStoryboardSegue) {
        let stack = navigationController?.viewControllers.count ?? 0
        let stillPresented = segue.source.presentingViewController != nil
        print("Lists: unwindToLists, stack \(stack), New Item presented \(stillPresented)")
    }
}

class ListViewController: UIViewController {
}

class NewItemViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        print("New Item: prepare \(segue.identifier ?? "-") to \(type(of: segue.destination))")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("New Item: viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("New Item: viewDidDisappear")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

// Your prediction: the lines this program prints, in order, one per line.
let prediction = """
Lists: viewWillAppear
Lists: viewDidAppear
New Item: prepare saveItem to ListsViewController
Lists: unwindToLists, stack 2, New Item presented true
New Item: viewWillDisappear
Lists: viewWillAppear
New Item: viewDidDisappear
Lists: viewDidAppear
"""
