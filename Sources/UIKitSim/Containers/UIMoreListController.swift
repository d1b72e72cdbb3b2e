/// The list under the More tab: one row per tab beyond the fourth; selecting a row shows that
/// tab's controller pushed over the list.
final class UIMoreListController: UITableViewController {
    private weak var tabs: UITabBarController?

    init(tabBarController: UITabBarController) {
        tabs = tabBarController
        super.init(style: .plain)
        title = "More"
    }

    required init?(coder: NSCoder) { return nil }

    private var overflow: [UIViewController] {
        Array((tabs?.viewControllers ?? []).dropFirst(UITabBarController.moreIndex))
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        overflow.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "more")
        let controller = overflow[indexPath.row]
        cell.textLabel?.text = controller.tabBarItem.title ?? controller.title
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tabs?.select(index: UITabBarController.moreIndex + indexPath.row, animatedInMore: true)
    }
}
