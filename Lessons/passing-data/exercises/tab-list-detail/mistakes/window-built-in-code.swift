import UIKit

protocol BookViewControllerDelegate: AnyObject {
    func bookViewController(_ controller: BookViewController, didFinish book: String)
}

class BookViewController: UIViewController {
    var book = ""
    weak var delegate: BookViewControllerDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = book
        print("Reading: \(book)")
        let finished = UIButton(type: .system)
        finished.setTitle("Finished", for: .normal)
        finished.frame = CGRect(x: 20, y: 120, width: 120, height: 44)
        finished.addAction(UIAction { [weak self] _ in self?.finishedTapped() }, for: .touchUpInside)
        view.addSubview(finished)
    }

    func finishedTapped() {
        delegate?.bookViewController(self, didFinish: book)
    }
}

class BooksViewController: UITableViewController, BookViewControllerDelegate {
    let books = ["Emma", "Ulysses", "Dune"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return books.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Book", for: indexPath)
        cell.textLabel?.text = books[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: "showBook", sender: indexPath)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showBook",
              let detail = segue.destination as? BookViewController,
              let path = sender as? IndexPath else { return }
        detail.book = books[path.row]
        detail.delegate = self
    }

    func bookViewController(_ controller: BookViewController, didFinish book: String) {
        print("Finished: \(book)")
        navigationController?.popViewController(animated: true)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: BooksViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
