// verdict: fail
// reason: configures the children from `children` in viewDidLoad: by then both have loaded, so they
// reason: print "Ingredients: none" and "Timer: 0 min", and the recipe prints "children missing".
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

    // TODO: Main.storyboard has two container views with embed segues, "embedIngredients"
    // and "embedTimer". Hand each child its data before its view loads, and keep both.

    override func viewDidLoad() {
        super.viewDidLoad()
        let ready = ingredientsList != nil && timer != nil
        print("Recipe: viewDidLoad, children \(ready ? "ready" : "missing")")
        for child in children {
            if let list = child as? IngredientsViewController {
                list.items = ingredients
                ingredientsList = list
            } else if let clock = child as? TimerViewController {
                clock.minutes = bakingMinutes
                timer = clock
            }
        }
        timer?.add(minutes: 5)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
