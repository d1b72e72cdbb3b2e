// verdict: fail
// reason: mistake: the titles go on the navigation controllers, not on the lists the tree names
// reason: "All Recipes" and "Favourites", so the lists (and the bar over them) have no title.
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
        all.recipes = allRecipes
        let favourites = RecipeListViewController()
        favourites.recipes = favouriteRecipes
        let allStack = UINavigationController(rootViewController: all)
        allStack.title = "All Recipes"
        let favouritesStack = UINavigationController(rootViewController: favourites)
        favouritesStack.title = "Favourites"
        let tabs = UITabBarController()
        tabs.viewControllers = [allStack, favouritesStack]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
