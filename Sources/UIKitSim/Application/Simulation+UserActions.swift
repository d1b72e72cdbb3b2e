/// Why a simulated user action could not be done.
public struct UserActionError: Error, Equatable, CustomStringConvertible {
    /// What was looked for and not found, in words.
    public let description: String
}

extension Simulation {
    /// Taps the front-most visible, enabled button with that title in the key window, then
    /// turns the run loop until idle.
    public func tapButton(titled title: String) throws {
        let buttons = visibleViews.compactMap { $0 as? UIButton }.filter { $0.currentTitle == title && $0.isEnabled }
        guard let button = buttons.last else {
            throw UserActionError(description: "no button titled '\(title)' is on screen")
        }
        userTurn { button.simulateTap() }
    }

    /// Taps a row of the front-most table on screen, then turns the run loop until idle.
    public func tapRow(_ row: Int, section: Int = 0) throws {
        let (table, path) = try frontTableRow(row, section: section)
        userTurn { table.userSelectedRow(at: path) }
    }

    /// The front-most table on screen and the index path of one of its rows; throws when no
    /// table is on screen or it has no such row.
    func frontTableRow(_ row: Int, section: Int) throws -> (UITableView, IndexPath) {
        guard let table = visibleViews.compactMap({ $0 as? UITableView }).last else {
            throw UserActionError(description: "no table is on screen")
        }
        guard section < table.numberOfSections, row < table.numberOfRows(inSection: section) else {
            throw UserActionError(description: "the table on screen has no row \(row) in section \(section)")
        }
        return (table, IndexPath(row: row, section: section))
    }

    /// Taps an item of the front-most collection view on screen, then turns the run loop
    /// until idle.
    public func tapItem(_ item: Int, section: Int = 0) throws {
        guard let collection = visibleViews.compactMap({ $0 as? UICollectionView }).last else {
            throw UserActionError(description: "no collection view is on screen")
        }
        guard section < collection.numberOfSections, item < collection.numberOfItems(inSection: section) else {
            throw UserActionError(description: "the collection view on screen has no item \(item) in section \(section)")
        }
        userTurn { collection.userSelectedItem(at: IndexPath(item: item, section: section)) }
    }

    /// Taps the back button of the front-most navigation bar on screen, then turns the run
    /// loop until idle.
    public func tapBackButton() throws {
        let navigation = visibleControllers.compactMap { $0 as? UINavigationController }
            .last { !$0.isNavigationBarHidden && $0.navigationBar.backButtonTitle != nil }
        guard let navigation else {
            throw UserActionError(description: "no back button is on screen")
        }
        userTurn { navigation.popViewController(animated: true) }
    }

    /// Taps the bar button with that title in the front-most navigation bar on screen (the top
    /// controller's left or right item), then turns the run loop until idle.
    public func tapBarButton(titled title: String) throws {
        let items = visibleControllers.compactMap { $0 as? UINavigationController }
            .filter { !$0.isNavigationBarHidden }
            .compactMap { $0.topViewController?.navigationItem }
            .flatMap { ($0.leftBarButtonItems ?? []) + ($0.rightBarButtonItems ?? []) }
        guard let item = items.last(where: { $0.title == title }) else {
            throw UserActionError(description: "no bar button titled '\(title)' is on screen")
        }
        guard item.isEnabled else {
            throw UserActionError(description: "the bar button '\(title)' is disabled (isEnabled is false): a tap does nothing")
        }
        userTurn {
            if let action = item.primaryAction { action.handler(action) }
        }
    }

    /// Taps the tab with that title in the front-most tab bar on screen (asking the tab bar
    /// controller's delegate first), then turns the run loop until idle.
    public func tapTab(titled title: String) throws {
        guard let tabs = visibleControllers.compactMap({ $0 as? UITabBarController }).last else {
            throw UserActionError(description: "no tab bar is on screen")
        }
        guard let index = tabs.visibleTabTitles.firstIndex(of: title) else {
            throw UserActionError(description: "the tab bar has no tab titled '\(title)'")
        }
        userTurn { tabs.userTappedTab(at: index) }
    }

    /// Taps a tab of the front-most tab bar on screen by its 0-based position in the tab bar
    /// controller's `viewControllers` (the course's `tap-tab` action), then turns the run loop
    /// until idle. With more than five tabs, positions 4 and beyond are not on the bar: the tap
    /// goes through the More tab, as a user's would, tapping "More" and then that tab's row in
    /// the More list. Throws when no tab bar is on screen or the position is out of range.
    public func tapTab(at index: Int) throws {
        guard let tabs = visibleControllers.compactMap({ $0 as? UITabBarController }).last else {
            throw UserActionError(description: "no tab bar is on screen")
        }
        let count = tabs.viewControllers?.count ?? 0
        guard index >= 0, index < count else {
            throw UserActionError(description: "the tab bar has no tab at index \(index) (it has \(count) tabs, counted from 0)")
        }
        guard tabs.hasMoreTab, index >= UITabBarController.moreIndex else {
            userTurn { tabs.userTappedTab(at: index) }
            return
        }
        userTurn { tabs.userTappedTab(at: UITabBarController.moreIndex) }
        guard tabs.selectedViewController === tabs.moreNavigationController,
              let list = tabs.moreNavigationController.topViewController as? UITableViewController else {
            return  // the delegate refused the More tab: the user stays where they were
        }
        let row = IndexPath(row: index - UITabBarController.moreIndex, section: 0)
        userTurn { list.tableView.userSelectedRow(at: row) }
    }

    /// Swipes the front-most page view controller on screen to the next (`forward`) or previous
    /// page, then turns the run loop until idle. Returns whether the page changed: past the
    /// first or last page (the data source answers nil) the swipe only bounces, as on iOS, and
    /// this returns false without raising or logging anything. Throws only when no page view
    /// controller is on screen.
    @discardableResult
    public func swipePage(_ direction: UIPageViewController.NavigationDirection) throws -> Bool {
        guard let pages = visibleControllers.compactMap({ $0 as? UIPageViewController }).last else {
            throw UserActionError(description: "no page view controller is on screen")
        }
        var moved = false
        userTurn { moved = pages.userSwiped(direction) }
        return moved
    }

    /// Views on screen in the key window, back to front.
    var visibleViews: [UIView] {
        guard let window = keyWindow else { return [] }
        return window.subtreeInDrawingOrder.filter(\.isOnScreen)
    }

    /// Controllers whose views are on screen in the key window, back to front.
    var visibleControllers: [UIViewController] {
        visibleViews.compactMap(\.owningController)
    }

    /// Runs a user's action as one run-loop turn, then turns the run loop until idle.
    func userTurn(_ action: () -> Void) {
        guard isAlive else { return }
        withCurrent(action)
        runUntilIdle()
    }
}

extension Simulation {
    /// Taps the item with that title in the toolbar of the front-most navigation controller on
    /// screen whose toolbar shows (its top controller's `toolbarItems`), then turns the run
    /// loop until idle.
    public func tapToolbarItem(titled title: String) throws {
        let items = visibleControllers.compactMap { $0 as? UINavigationController }
            .filter { !$0.isToolbarHidden }
            .flatMap { $0.topViewController?.toolbarItems ?? [] }
        guard let item = items.last(where: { $0.title == title }) else {
            throw UserActionError(description: "no toolbar item titled '\(title)' is on screen")
        }
        userTurn {
            if let action = item.primaryAction { action.handler(action) }
        }
    }
}
