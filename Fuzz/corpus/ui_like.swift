class NSCoder {}
class ViewController {
    var title: String?
    private(set) var loaded = false
    init() {}
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    func viewDidLoad() { loaded = true }
}
class ListViewController: ViewController {
    var items: [String] = []
    override init() {
        super.init()
        title = "List"
    }
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        items = ["one", "two"]
        print("\(title ?? "?") loaded \(items.count) items, loaded=\(loaded)")
    }
}
let vc = ListViewController()
vc.viewDidLoad()
let controllers: [ViewController] = [vc, ViewController()]
for c in controllers {
    if let list = c as? ListViewController { print("list with", list.items) }
    else { print("plain", c.title ?? "untitled") }
}
