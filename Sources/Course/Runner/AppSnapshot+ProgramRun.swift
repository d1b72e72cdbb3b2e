import Foundation
import SimBridge
import UIKitSim

extension AppSnapshot {
    /// The state of a finished run: its simulation's windows and every controller reachable
    /// from them, and the report's trace, output, log, exception, diagnostics and status.
    init(program: ProgramRun, report: RunReport) {
        var graph = ControllerGraph()
        let windows = program.simulation.windows.map { window in
            WindowSnapshot(
                isKey: window.isKeyWindow, isVisible: !window.isHidden,
                rootController: graph.id(of: window.rootViewController))
        }
        self.init(
            windows: windows,
            controllers: graph.snapshots(),
            trace: report.trace.enumerated().map { index, event in
                let positions = program.simulation.eventOutputPositions
                return TraceEvent(object: event.object, event: event.event, detail: event.detail,
                                  printedBefore: positions.indices.contains(index) ? positions[index] : nil)
            },
            output: report.output,
            log: report.log,
            exception: report.exception.map { ExceptionInfo(name: $0.name, reason: $0.reason) },
            diagnostics: report.diagnostics.map {
                Diagnostic(severity: $0.severity, line: $0.line, column: $0.column, message: $0.message, id: $0.id)
            },
            status: RunStatus(rawValue: report.status) ?? .exception)
        problem = program.renderedDiagnostics + program.renderedRuntimeError
        limitMessage = report.limit?.message
    }
}

/// Numbers the controllers reachable from the windows (in the order first reached) and
/// describes each with its links as ids.
private struct ControllerGraph {
    private var ids: [ObjectIdentifier: Int] = [:]
    private var reached: [UIViewController] = []

    /// The id of `controller`, numbering it on first sight; nil for nil.
    mutating func id(of controller: UIViewController?) -> Int? {
        guard let controller else { return nil }
        if let known = ids[ObjectIdentifier(controller)] { return known }
        let made = reached.count
        ids[ObjectIdentifier(controller)] = made
        reached.append(controller)
        return made
    }

    /// Every controller reached so far and every one they link to, by id.
    mutating func snapshots() -> [ControllerSnapshot] {
        var made: [ControllerSnapshot] = []
        var next = 0
        while next < reached.count {
            made.append(snapshot(of: reached[next], id: next))
            next += 1
        }
        return made
    }

    private mutating func snapshot(of controller: UIViewController, id: Int) -> ControllerSnapshot {
        let scriptClasses = ProgramRun.scriptClassNames(of: controller)
        var snapshot = ControllerSnapshot(
            id: id, className: controller.simulatedClassName,
            superclasses: Array(scriptClasses.dropFirst()) + Self.uikitAncestry(of: controller, excluding: controller.simulatedClassName),
            title: controller.title,
            children: controller.children.compactMap { self.id(of: $0) },
            presented: self.id(of: controller.presentedViewController),
            parent: self.id(of: controller.parent),
            isViewLoaded: controller.isViewLoaded,
            properties: ProgramRun.scriptProperties(of: controller))
        snapshot.navigationTitle = controller.navigationItem.title
        if let view = controller.viewIfLoaded {
            snapshot.viewFrame = Self.numbers(view.frame)
            snapshot.subviewFrames = view.subviews.map { Self.numbers($0.frame) }
        }
        switch controller {
        case let navigation as UINavigationController:
            snapshot.viewControllers = navigation.viewControllers.compactMap { self.id(of: $0) }
            snapshot.top = self.id(of: navigation.topViewController)
            snapshot.visible = self.id(of: navigation.visibleViewController)
        case let tabs as UITabBarController:
            snapshot.viewControllers = (tabs.viewControllers ?? []).compactMap { self.id(of: $0) }
            snapshot.selectedIndex = tabs.selectedIndex
            snapshot.selected = self.id(of: tabs.selectedViewController)
            snapshot.tabBarHidden = tabs.tabBar.isHidden
        case let split as UISplitViewController:
            snapshot.viewControllers = split.viewControllers.compactMap { self.id(of: $0) }
            snapshot.primary = self.id(of: Self.column(.primary, of: split))
            snapshot.secondary = self.id(of: Self.column(.secondary, of: split))
        case let pages as UIPageViewController:
            snapshot.viewControllers = (pages.viewControllers ?? []).compactMap { self.id(of: $0) }
        default:
            break
        }
        return snapshot
    }

    /// The controller in a split view's column: a classic split view's first or second
    /// controller; for a column style, the child that is the column's controller or the
    /// navigation controller wrapping it.
    private static func column(_ column: UISplitViewController.Column, of split: UISplitViewController) -> UIViewController? {
        guard split.style != .unspecified else {
            let index = column == .primary ? 0 : 1
            return index < split.children.count ? split.children[index] : nil
        }
        guard let content = split.viewController(for: column) else { return nil }
        return split.children.first { child in
            child === content || (child as? UINavigationController)?.viewControllers.first === content
        }
    }

    /// A frame as x, y, width, height.
    private static func numbers(_ frame: CGRect) -> [Double] {
        [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { Double($0) }
    }

    /// The UIKit classes `controller`'s class inherits from, nearest first, up to and including
    /// `UIViewController`, leaving out `excluding` (the class name itself).
    private static func uikitAncestry(of controller: UIViewController, excluding name: String) -> [String] {
        var names: [String] = []
        var mirror: Mirror? = Mirror(reflecting: controller)
        while let current = mirror {
            let typeName = String(describing: current.subjectType)
            if typeName.hasPrefix("UI"), typeName != name { names.append(typeName) }
            if typeName == "UIViewController" { break }
            mirror = current.superclassMirror
        }
        return names
    }
}
