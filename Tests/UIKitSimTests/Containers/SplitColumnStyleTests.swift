import Testing
@testable import UIKitSim

/// The iOS 14 column-style split view. Expectations:
/// - Apple's UISplitViewController.Column.compact page: a controller set for `.compact` is the
///   one shown when `isCollapsed` is true.
/// - Apple's splitViewController(_:topColumnForCollapsingToProposedTopColumn:) page: asked for
///   the column to show after collapsing, column-style only; the classic
///   `splitViewController(_:collapseSecondary:onto:)` applies only to classic split views.
/// - The proposed column is `.secondary`, so without a delegate an iPhone opens on the detail
///   (developer reports of iOS 14; docs/decisions.md, "Column-style split view").
/// - uikit-behaviour.md, "Containers": an iPad (regular width) shows both columns.
@Suite struct SplitColumnStyleTests {
    final class TopColumn: UISplitViewControllerDelegate {
        var answer: UISplitViewController.Column
        var proposed: [UISplitViewController.Column] = []
        var classicAsked = false
        init(_ answer: UISplitViewController.Column) { self.answer = answer }
        func splitViewController(_ s: UISplitViewController, collapseSecondary secondary: UIViewController,
                                 onto primary: UIViewController) -> Bool {
            classicAsked = true
            return true
        }
        func splitViewController(_ svc: UISplitViewController,
                                 topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
            -> UISplitViewController.Column {
            proposed.append(proposedTopColumn)
            return answer
        }
    }

    private func makeSplit(_ simulation: Simulation) -> (UISplitViewController, ListController, DetailController) {
        simulation.withCurrent {
            let split = UISplitViewController(style: .doubleColumn)
            let list = ListController()
            let detail = DetailController()
            split.setViewController(list, for: .primary)
            split.setViewController(detail, for: .secondary)
            return (split, list, detail)
        }
    }

    @Test func columnsAreWrappedInNavigationControllers() {
        let simulation = Simulation(device: .iPad)
        let (split, list, detail) = makeSplit(simulation)
        #expect(split.viewController(for: .primary) === list)
        #expect(split.viewController(for: .secondary) === detail)
        #expect(list.navigationController?.parent === split)
        #expect(detail.navigationController?.parent === split)
        #expect(list.splitViewController === split)
    }

    // Apple's `preferredDisplayMode`: the mode asked for, when there is room;
    // `DisplayMode.secondaryOnly`: "The primary and supplementary view controllers are offscreen"
    // (the default on a portrait iPad, docs/decisions.md, "Split view display modes").
    @Test func expandedOnIPadTheDefaultShowsTheSecondaryAlone() {
        let simulation = Simulation(device: .iPad)
        let (split, list, detail) = makeSplit(simulation)
        _ = launched(split, in: simulation)
        #expect(split.displayMode == .secondaryOnly)
        #expect(list.appearanceState == .disappeared)
        #expect(!list.isViewLoaded)
        #expect(detail.appearanceState == .appeared)
    }

    @Test func expandedOnIPadBesideBothColumnsShow() {
        let simulation = Simulation(device: .iPad)
        let (split, list, detail) = makeSplit(simulation)
        split.preferredDisplayMode = .oneBesideSecondary
        let window = launched(split, in: simulation)
        #expect(!split.isCollapsed)
        #expect(list.appearanceState == .appeared)
        #expect(detail.appearanceState == .appeared)
        #expect(window.isKeyWindow)
    }

    @Test func collapsedWithoutADelegateShowsTheSecondaryOverThePrimary() {
        let simulation = Simulation(device: .iPhone)
        let (split, list, detail) = makeSplit(simulation)
        let window = launched(split, in: simulation)
        #expect(split.isCollapsed)
        #expect(detail.appearanceState == .appeared)
        #expect(list.appearanceState != .appeared)
        let navigation = split.viewController(for: .primary)?.navigationController
        #expect(navigation?.viewControllers == [list, detail])
        #expect(split.viewController(for: .secondary) === detail)
        #expect(window.isKeyWindow)
    }

    @Test func theDelegateCanPutThePrimaryOnTop() {
        let simulation = Simulation(device: .iPhone)
        let (split, list, detail) = makeSplit(simulation)
        let delegate = TopColumn(.primary)
        split.delegate = delegate
        let window = launched(split, in: simulation)
        #expect(delegate.proposed == [.secondary])
        #expect(!delegate.classicAsked)
        #expect(list.appearanceState == .appeared)
        #expect(detail.appearanceState == .disappeared)
        simulation.run { split.show(.secondary) }
        #expect(list.navigationController?.viewControllers == [list, detail])
        #expect(detail.appearanceState == .appeared)
        simulation.run { split.show(.primary) }
        #expect(list.appearanceState == .appeared)
        #expect(window.isKeyWindow)
    }

    @Test func aCompactColumnIsWhatACollapsedSplitShows() {
        let simulation = Simulation(device: .iPhone)
        let (split, list, detail) = makeSplit(simulation)
        let phone = simulation.withCurrent { OtherController() }
        phone.title = "Phone"
        list.title = "List"
        simulation.withCurrent { split.setViewController(phone, for: .compact) }
        let window = launched(split, in: simulation)
        #expect(phone.appearanceState == .appeared)
        #expect(list.appearanceState != .appeared)
        #expect(detail.appearanceState != .appeared)
        let drawing = simulation.screenDrawing()
        #expect(drawing.contains("Phone"))
        #expect(!drawing.contains("List"))
        #expect(window.isKeyWindow)
    }

    @Test func aClassicSplitIgnoresTheColumnAPI() {
        let simulation = Simulation(device: .iPad)
        let split = simulation.withCurrent { UISplitViewController() }
        simulation.withCurrent { split.setViewController(ListController(), for: .primary) }
        #expect(split.viewControllers.isEmpty)
        #expect(split.viewController(for: .primary) == nil)
        #expect(split.style == .unspecified)
    }
}
