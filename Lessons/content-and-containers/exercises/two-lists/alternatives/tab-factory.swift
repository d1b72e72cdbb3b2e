import UIKit

class RecipeViewController: UIViewController {
}

// One class, two screens: it lists whatever recipes it is given.
class RecipeListViewController: UITableViewController {
    var recipes: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return recipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Recipe")
        cell.textLabel?.text = recipes[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let recipe = RecipeViewController()
        recipe.title = recipes[indexPath.row]
        show(recipe, sender: self)
    }
}

let allRecipes = ["Pancakes", "Tomato soup", "Lemon tart", "Risotto"]
let favouriteRecipes = ["Lemon tart", "Risotto"]

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    // Each tab gets its own list in its own navigation stack.
    func makeTab(title: String, recipes: [String]) -> UINavigationController {
        let list = RecipeListViewController()
        list.title = title
        list.recipes = recipes
        let stack = UINavigationController(rootViewController: list)
        stack.title = title
        return stack
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let tabs = UITabBarController()
        tabs.setViewControllers([makeTab(title: "All Recipes", recipes: allRecipes),
                                 makeTab(title: "Favourites", recipes: favouriteRecipes)],
                                animated: false)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
