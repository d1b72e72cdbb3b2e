import UIKit

// The reading list app, step 4 of 6: a sheet with a delegate.

class BookViewController: UIViewController {
    var book = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = book
        print("Showing: \(book)")
    }
}

protocol EditorViewControllerDelegate: AnyObject {
    func editor(_ editor: EditorViewController, didSave title: String)
}

class EditorViewController: UIViewController {
    var draft = ""
    weak var delegate: EditorViewControllerDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Book"
        addButton("Type") { [weak self] in self?.userTyped("Middlemarch") }
        addButton("Save") { [weak self] in self?.saveTapped() }
    }

    func addButton(_ title: String, _ action: @escaping () -> Void) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        view.addSubview(button)
    }

    // Stands in for the user typing a title into a text field.
    func userTyped(_ text: String) {
        draft = text
        isModalInPresentation = !draft.isEmpty
    }

    func saveTapped() {
        delegate?.editor(self, didSave: draft)
    }
}

class ListViewController: UITableViewController, EditorViewControllerDelegate {
    var books = ["Emma", "Dune", "Ulysses"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reading List"
        print("List loaded")
        toolbarItems = [UIBarButtonItem(title: "Add", style: .plain, target: self, action: #selector(addTapped))]
        navigationController?.isToolbarHidden = false
    }

    @objc func addTapped() {
        let editor = EditorViewController()
        editor.delegate = self
        present(UINavigationController(rootViewController: editor), animated: true)
    }

    func editor(_ editor: EditorViewController, didSave title: String) {
        books.append(title)
        tableView.reloadData()
        print("Added: \(title)")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return books.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Book")
        cell.textLabel?.text = books[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = BookViewController()
        detail.book = books[indexPath.row]
        showDetailViewController(detail, sender: self)
    }
}

class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Settings loaded")
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate, UISplitViewControllerDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let settings = SettingsViewController()
        settings.title = "Settings"
        let tabs = UITabBarController()
        let list = UINavigationController(rootViewController: ListViewController())
        let split = UISplitViewController()
        split.tabBarItem.title = "Books"
        split.delegate = self
        split.viewControllers = [list, BookViewController()]
        tabs.viewControllers = [split, settings]

        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }

    // With no book picked yet, a collapsing split view (an iPhone) drops the empty book screen,
    // so the app opens on the list.
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        return (secondaryViewController as? BookViewController)?.book.isEmpty ?? false
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}
