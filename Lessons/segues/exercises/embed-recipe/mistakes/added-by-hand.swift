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
        let list = IngredientsViewController()
        list.items = ingredients
        addChild(list)
        view.addSubview(list.view)
        list.didMove(toParent: self)
        ingredientsList = list
        let timer = TimerViewController()
        timer.minutes = bakingMinutes
        addChild(timer)
        view.addSubview(timer.view)
        timer.didMove(toParent: self)
        self.timer = timer
        let ready = ingredientsList != nil && timer != nil
        print("Recipe: viewDidLoad, children \(ready ? "ready" : "missing")")
        timer?.add(minutes: 5)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
