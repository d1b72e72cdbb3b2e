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
        guard let table = visibleViews.compactMap({ $0 as? UITableView }).last else {
            throw UserActionError(description: "no table is on screen")
        }
        let path = IndexPath(row: row, section: section)
        guard section < table.numberOfSections, row < table.numberOfRows(inSection: section) else {
            throw UserActionError(description: "the table on screen has no row \(row) in section \(section)")
        }
        userTurn { table.userSelectedRow(at: path) }
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
            .flatMap { [$0.leftBarButtonItem, $0.rightBarButtonItem].compactMap { $0 } }
        guard let item = items.last(where: { $0.title == title }) else {
            throw UserActionError(description: "no bar button titled '\(title)' is on screen")
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

    /// Swipes the front-most page view controller on screen to the next (`forward`) or previous
    /// page, then turns the run loop until idle.
    public func swipePage(_ direction: UIPageViewController.NavigationDirection) throws {
        guard let pages = visibleControllers.compactMap({ $0 as? UIPageViewController }).last else {
            throw UserActionError(description: "no page view controller is on screen")
        }
        var moved = false
        userTurn { moved = pages.userSwiped(direction) }
        if !moved { throw UserActionError(description: "there is no page \(direction == .forward ? "after" : "before") this one") }
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

    private func userTurn(_ action: () -> Void) {
        guard isAlive else { return }
        withCurrent(action)
        runUntilIdle()
    }
}
