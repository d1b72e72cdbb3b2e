// verdict: fail
// reason: mistake: one navigation controller around the tab bar controller instead of one per
// reason: tab, so a selected recipe covers the tab bar.
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

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let all = RecipeListViewController()
        all.title = "All Recipes"
        all.recipes = allRecipes
        let favourites = RecipeListViewController()
        favourites.title = "Favourites"
        favourites.recipes = favouriteRecipes
        let tabs = UITabBarController()
        tabs.viewControllers = [all, favourites]
        window.rootViewController = UINavigationController(rootViewController: tabs)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
