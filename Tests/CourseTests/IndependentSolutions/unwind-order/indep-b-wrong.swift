// verdict: fail
// reason: believes the action runs once the user is back: the pops and the dismissal first, then the
// reason: action with a stack of 1 and nothing presented.
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
New Item: viewWillDisappear
Lists: viewWillAppear
New Item: viewDidDisappear
Lists: viewDidAppear
Lists: unwindToLists, stack 1, New Item presented false
"""
