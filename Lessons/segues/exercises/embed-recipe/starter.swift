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
        // TODO: the oven is slow: add 5 minutes to the embedded timer.
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
