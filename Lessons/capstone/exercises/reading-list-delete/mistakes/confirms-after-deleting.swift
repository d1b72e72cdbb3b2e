import UIKit

// The reading list app, step 6 of 6: confirming a deletion.
// Main.storyboard holds the list scene (Storyboard ID "List") and the book scene (Storyboard
// ID "Book"), joined by a Show Detail segue "showBook" drawn from the list controller.

protocol BookViewControllerDelegate: AnyObject {
    func bookViewController(_ controller: BookViewController, didDelete book: String)
}

class BookViewController: UIViewController {
    var book = ""
    weak var delegate: BookViewControllerDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = book
        print("Showing: \(book)")
        let delete = UIButton(type: .system)
        delete.setTitle("Delete", for: .normal)
        delete.addAction(UIAction { [weak self] _ in self?.deleteTapped() }, for: .touchUpInside)
        view.addSubview(delete)
    }

    func deleteTapped() {
        let alert = UIAlertController(title: "Delete \(book)?",
                                      message: "It leaves your reading list.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            guard let self else { return }
            self.delegate?.bookViewController(self, didDelete: self.book)
        })
        present(alert, animated: true)
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

class ListViewController: UITableViewController, EditorViewControllerDelegate, BookViewControllerDelegate {
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
        dismiss(animated: true)
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
        performSegue(withIdentifier: "showBook", sender: indexPath)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showBook",
              let detail = segue.destination as? BookViewController,
              let row = (sender as? IndexPath)?.row else { return }
        detail.book = books[row]
        detail.delegate = self
    }

    func bookViewController(_ controller: BookViewController, didDelete book: String) {
        books.removeAll { $0 == book }
        tableView.reloadData()
        print("Deleted: \(book)")
        let done = UIAlertController(title: "Deleted", message: book, preferredStyle: .alert)
        done.addAction(UIAlertAction(title: "OK", style: .default))
        tabBarController?.present(done, animated: true)
        if let split = splitViewController, !split.isCollapsed {
            if let empty = storyboard?.instantiateViewController(withIdentifier: "Book") {
                showDetailViewController(empty, sender: self)
            }
        } else {
            navigationController?.popToViewController(self, animated: true)
        }
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
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let list = UINavigationController(rootViewController: storyboard.instantiateViewController(withIdentifier: "List"))
        let split = UISplitViewController()
        split.tabBarItem.title = "Books"
        split.delegate = self
        split.viewControllers = [list, storyboard.instantiateViewController(withIdentifier: "Book")]
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
