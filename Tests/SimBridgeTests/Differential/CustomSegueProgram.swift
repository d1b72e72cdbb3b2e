import UIKitSim

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    diffPrint(items, separator: separator, terminator: terminator)
}

// A custom segue class (DiffStoryboards.customSegue): the storyboard makes it with
// init(identifier:source:destination:), the source prepares, then its perform() presents.
// BEGIN PROGRAM
class DiffFadeSegue: UIStoryboardSegue {
    override func perform() {
        print("fading to \(destination) from \(source)")
        source.present(destination, animated: false)
    }
}

class DiffCoverVC: UIViewController {
    var faded = false

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !faded {
            faded = true
            performSegue(withIdentifier: "fade", sender: nil)
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        print("prepare", segue.identifier ?? "none", "| custom:", segue is DiffFadeSegue)
    }
}

class DiffFirstPageVC: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("first page on screen")
    }
}

/*@main*/
class DiffFadeAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
// END PROGRAM
