// verdict: fail
// reason: believes the storyboard is loaded after the launch methods, as if the app delegate made
// reason: the window itself.
import UIKit

class RecipesViewController: UIViewController {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        print("Recipes: init(coder:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Recipes: viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Recipes: viewWillAppear")
    }
}

class RecipeViewController: UIViewController {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        print("Recipe: init(coder:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Recipe: viewDidLoad")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var featured: UIViewController?

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        print("App: willFinishLaunching, window \(window == nil ? "none" : "made")")
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        featured = window?.rootViewController?.storyboard?.instantiateViewController(withIdentifier: "Recipe")
        let navigation = window?.rootViewController as? UINavigationController
        let listLoaded = navigation?.topViewController?.isViewLoaded ?? false
        print("App: didFinishLaunching, list loaded \(listLoaded), key \(window?.isKeyWindow ?? false)")
        return true
    }
}

// Your prediction: the lines this program prints, in order, one per line.
let prediction = """
App: willFinishLaunching, window none
App: didFinishLaunching, list loaded false, key false
Recipes: init(coder:)
Recipes: viewDidLoad
Recipes: viewWillAppear
"""
