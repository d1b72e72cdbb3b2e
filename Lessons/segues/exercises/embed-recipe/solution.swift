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

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "embedIngredients":
            let list = segue.destination as! IngredientsViewController
            list.items = ingredients
            ingredientsList = list
        case "embedTimer":
            let timer = segue.destination as! TimerViewController
            timer.minutes = bakingMinutes
            self.timer = timer
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
