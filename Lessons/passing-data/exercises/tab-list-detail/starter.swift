import UIKit

// TODO: declare the protocol the book screen reports through (class-only, one method that
// passes the BookViewController and the finished book).

class BookViewController: UIViewController {
    var book = ""
    // TODO: a weak, optional delegate of that protocol type.

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
        // TODO: report the finished book to the delegate. The book screen does not close itself.
    }
}

class BooksViewController: UITableViewController {
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
        // TODO: open the book screen for the selected row. Main.storyboard has a show segue,
        // "showBook", drawn from this controller; the book scene's Storyboard ID is "Book".
    }

    // TODO: hand the selected book over before the book screen loads, and become its delegate.
    // When it reports a finished book, print "Finished: " and the book, then close the book
    // screen (this list opened it, so this list closes it).
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}
