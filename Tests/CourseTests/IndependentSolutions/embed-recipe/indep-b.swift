// verdict: pass
// reason: prepare(for:sender:) tells the two embed segues apart by the destination's class, not the
// reason: identifier, hands each its data and keeps it; viewDidLoad adds the 5 minutes.
import UIKit

class IngredientsViewController: UIViewController {
    var items: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Ingredients: \(items.isEmpty ? "none" : items.joined(separator: ", "))")
    }
}

class TimerViewController: UIViewController {
    var minutes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Timer: \(minutes) min")
    }

    func add(minutes extra: Int) {
        minutes += extra
        print("Timer: \(minutes) min")
    }
}

class RecipeViewController: UIViewController {
    let ingredients = ["flour", "butter", "sugar"]
    let bakingMinutes = 25
    // TODO: keep the two embedded children here once the storyboard has made them.
    var ingredientsList: IngredientsViewController?
    var timer: TimerViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.destination {
        case let list as IngredientsViewController:
            list.items = ingredients
            ingredientsList = list
        case let clock as TimerViewController:
            clock.minutes = bakingMinutes
            timer = clock
        default:
            break
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let ready = ingredientsList != nil && timer != nil
        print("Recipe: viewDidLoad, children \(ready ? "ready" : "missing")")
        timer?.add(minutes: 5)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
