import UIKit

protocol BookDelegate: AnyObject {
    func bookFinished(_ book: String, in controller: BookViewController)
}

class BookViewController: UIViewController {
    var book = ""
    weak var delegate: BookDelegate?

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
        delegate?.bookFinished(book, in: self)
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
        guard let detail = storyboard?.instantiateViewController(withIdentifier: "Book") as? BookViewController else {
            return
        }
        detail.book = books[indexPath.row]
        detail.delegate = self
        show(detail, sender: self)
    }
}

extension BooksViewController: BookDelegate {
    func bookFinished(_ book: String, in controller: BookViewController) {
        print("Finished: " + book)
        controller.navigationController?.popViewController(animated: true)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}
