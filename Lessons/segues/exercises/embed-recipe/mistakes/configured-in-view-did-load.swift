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
    var ingredientsList: IngredientsViewController?
    var timer: TimerViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        for child in children {
            if let list = child as? IngredientsViewController {
                list.items = ingredients
                ingredientsList = list
            }
            if let timer = child as? TimerViewController {
                timer.minutes = bakingMinutes
                self.timer = timer
            }
        }
        let ready = ingredientsList != nil && timer != nil
        print("Recipe: viewDidLoad, children \(ready ? "ready" : "missing")")
        timer?.add(minutes: 5)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
