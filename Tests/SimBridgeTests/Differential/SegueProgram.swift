import UIKitSim

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    diffPrint(items, separator: separator, terminator: terminator)
}

// Segues (DiffStoryboards.fruit): the list shows the first fruit by a manual segue when it
// appears, passing data in prepare(for:sender:); the fruit goes back by an unwind segue to the
// list's @IBAction; the popped fruit controller is freed.
// BEGIN PROGRAM
class DiffFruitListVC: UIViewController {
    let fruits = ["Apple", "Pear"]
    var opened = false

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !opened {
            opened = true
            performSegue(withIdentifier: "showFirst", sender: self)
        }
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        print("should perform", identifier)
        return identifier != "blocked"
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        print("prepare", segue.identifier ?? "none", "| from self:", segue.source === self, "| sender is list:", sender is DiffFruitListVC)
        if let detail = segue.destination as? DiffFruitVC {
            detail.fruit = fruits[1]
        }
    }

    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {
        print("unwound from", (segue.source as? DiffFruitVC)?.fruit ?? "?")
        print("back from \(segue.source) by \(segue)")
    }
}

class DiffFruitVC: UIViewController {
    var fruit = ""
    var leaving = false

    override func viewDidLoad() {
        super.viewDidLoad()
        print("showing", fruit)
        title = fruit
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !leaving {
            leaving = true
            performSegue(withIdentifier: "backToList", sender: nil)
        }
    }

    deinit {
        print("fruit controller freed")
    }
}

/*@main*/
class DiffFruitAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
// END PROGRAM

// Natively, this conformance stands in for the Objective-C runtime, which finds `unwindToList:`
// by name on iOS; the interpreter finds the script's @IBAction by name itself.
extension DiffFruitListVC: StoryboardUnwindTarget {
    func unwindAction(named selector: String) -> ((UIStoryboardSegue) -> Void)? {
        selector == "unwindToList:" ? { [unowned self] segue in self.unwindToList(segue) } : nil
    }
}
