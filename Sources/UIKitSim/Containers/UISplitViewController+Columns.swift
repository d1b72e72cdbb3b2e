/// The iOS 14 column-style API of the split view controller: `init(style:)`,
/// `setViewController(_:for:)`, `viewController(for:)`, `show(_:)`, and how a column style
/// collapses on a compact-width device (docs/decisions.md, "Column-style split view").
extension UISplitViewController {
    /// The split view's style (iOS 14 and later).
    public enum Style: Int, Sendable {
        /// A classic split view, configured through `viewControllers`.
        case unspecified
        /// Primary and secondary columns.
        case doubleColumn
        /// Primary, supplementary and secondary columns.
        case tripleColumn
    }

    /// A column of a column-style split view.
    public enum Column: Int, Sendable {
        case primary, supplementary, secondary, compact
    }

    /// Whether the split view uses columns (`init(style:)` with a style other than `.unspecified`).
    var isColumnStyle: Bool { style != .unspecified }

    /// Puts `viewController` in `column`. A column-style split view wraps a controller that is
    /// not a navigation controller in one; `viewController(for:)` answers the controller given.
    /// On a classic split view this does nothing (UIKit ignores it there too).
    public func setViewController(_ viewController: UIViewController?, for column: Column) {
        guard isAppAlive, isColumnStyle else { return }
        let old = columnWrappers[column]
        let wrapper = viewController.map { $0 as? UINavigationController ?? UINavigationController(rootViewController: $0) }
        guard old !== wrapper || columnContents[column] !== viewController else { return }
        columnContents[column] = viewController
        columnWrappers[column] = wrapper
        if let old, old !== wrapper, old.parent === self { dropChild(old) }
        if let wrapper, wrapper.parent !== self {
            addChild(wrapper)
            wrapper.deliverDidMove(toParent: self)
        }
        let order: [Column] = [.primary, .supplementary, .secondary, .compact]
        children = order.compactMap { columnWrappers[$0] }.filter { $0.parent === self }
        if isOnScreen, let wrapper, appearanceChildren.contains(where: { $0 === wrapper }),
           !wrapper.appearanceState.isOnScreen {
            installContent(wrapper)
            wrapper.runAppearanceTransition(appearing: wrapper, disappearing: nil, animated: false) {}
        }
    }

    /// The controller set for `column` (not its navigation wrapper), or nil.
    public func viewController(for column: Column) -> UIViewController? {
        isColumnStyle ? columnContents[column] : nil
    }

    /// Shows a column. Collapsed: `.secondary` pushes the secondary column's controller onto
    /// the primary navigation controller (if it is not already there) and `.primary` pops back
    /// to the primary's root. Expanded, both columns already show and nothing changes.
    public func show(_ column: Column) {
        guard isAppAlive, isColumnStyle, isCollapsed, columnWrappers[.compact] == nil,
              let navigation = primary as? UINavigationController else { return }
        switch column {
        case .primary:
            navigation.popToRootViewController(animated: true)
        case .secondary:
            guard let content = columnContents[.secondary],
                  !navigation.viewControllers.contains(where: { $0 === content }) else { return }
            if let wrapper = columnWrappers[.secondary], wrapper.viewControllers.contains(where: { $0 === content }) {
                wrapper.setViewControllers([], animated: false)
            }
            navigation.pushViewController(content, animated: true)
        case .supplementary, .compact:
            return
        }
    }

    /// Collapsing a column style: with a `.compact` column nothing moves (that column shows);
    /// otherwise the delegate's `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`
    /// is asked, proposing `.secondary`; for `.secondary` the secondary navigation controller's
    /// stack is moved onto the primary's, for `.primary` the primary shows alone. The classic
    /// `collapseSecondary` delegate method is not asked.
    func collapseColumns(secondary: UIViewController, onto primary: UIViewController) {
        guard columnWrappers[.compact] == nil else { return }
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        guard top == .secondary, let navigation = primary as? UINavigationController,
              let wrapper = secondary as? UINavigationController else { return }
        let moved = wrapper.viewControllers
        wrapper.setViewControllers([], animated: false)
        navigation.setViewControllers(navigation.viewControllers + moved, animated: false)
    }
}
