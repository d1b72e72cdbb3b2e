import SwiftSubset
import UIKitSim

/// Builds the host module that offers UIKitSim to scripts under UIKit's names.
///
/// One module per run: its closures hold the run's `BridgeState`.
struct UIKitHost {
    let bridge: BridgeState
    let responder = HostClass(name: "UIResponder")
    let view = HostClass(name: "UIView", superclassName: "UIResponder")
    let window = HostClass(name: "UIWindow", superclassName: "UIView")
    let viewController = HostClass(name: "UIViewController", superclassName: "UIResponder")
    let navigationController = HostClass(name: "UINavigationController", superclassName: "UIViewController")
    let application = HostClass(name: "UIApplication", superclassName: "UIResponder")
    let storyboard = HostClass(name: "UIStoryboard")
    let segue = HostClass(name: "UIStoryboardSegue")
    /// Views, tables, tab bars, split and page views (UIClasses.swift).
    let ui = UIClasses()

    init(bridge: BridgeState) {
        self.bridge = bridge
    }

    /// The native object inside a script value, unwrapping optionals.
    static func native(_ value: Value) -> AnyObject? {
        switch value {
        case .object(let instance): return instance.hostObject
        case .native(let box): return box.object
        case .optional(let inner): return inner.flatMap(native)
        default: return nil
        }
    }

    /// The script value for a native object: its script object when it was made for one (a
    /// script subclass's object, wherever it comes back: `view`, `children`, a segue's
    /// `destination`...), else the native object as its host class.
    func value(_ object: AnyObject?) -> Value {
        guard let object else { return .optional(nil) }
        if let boxed = object as? NativeStruct, let made = structValue(boxed.value) { return made }
        let hostClass = hostClass(for: object)
        return HostCallbacks.value(native: object, of: hostClass, script: Self.script(of: object))
    }

    /// The host class of a native object: the most derived UIKit class scripts know it as.
    /// The one table from native objects to host classes.
    func hostClass(for object: AnyObject) -> HostClass {
        switch object {
        case is UIAlertController: ui.alertController
        case is UIActivityViewController: ui.activityViewController
        case is UITableViewController: ui.tableViewController
        case is UICollectionViewController: ui.collectionViewController
        case is UITabBarController: ui.tabBarController
        case is UISplitViewController: ui.splitViewController
        case is UIPageViewController: ui.pageViewController
        case is UIImagePickerController: ui.imagePickerController
        case is UINavigationController: navigationController
        case is UISearchController: ui.searchController
        case is UIViewController: viewController
        case is UITableViewCell: ui.tableViewCell
        case is UITableView: ui.tableView
        case is UIStackView: ui.stackView
        case is UICollectionViewCell: ui.collectionViewCell
        case is UICollectionView: ui.collectionView
        case is UIButton: ui.button
        case is UITextField: ui.textField
        case is UISwitch: ui.toggle
        case is UISlider: ui.slider
        case is UISegmentedControl: ui.segmentedControl
        case is UIControl: ui.control
        case is UILabel: ui.label
        case is UINavigationBar: ui.navigationBar
        case is UIImageView: ui.imageView
        case is UITextView: ui.textView
        case is UIProgressView: ui.progressView
        case is UISearchBar: ui.searchBar
        case is UIWindow: window
        case is UIView: view
        case is UIApplication: application
        case is UIWindowScene: ui.windowScene
        case is UIScene: ui.scene
        case is UISceneSession: ui.sceneSession
        case is UISceneConfiguration: ui.sceneConfiguration
        case is UIScene.ConnectionOptions: ui.connectionOptions
        case is NSCoder: ui.coder
        case is CALayer: ui.layer
        case is CGColor: ui.cgColor
        case is UIApplicationShortcutItem: ui.shortcutItem
        case is UIApplicationShortcutIcon: ui.shortcutIcon
        case is PreviewActionRecord: ui.previewAction
        case is UIPopoverPresentationController: ui.popover
        case is UIStoryboard: storyboard
        case is UIStoryboardSegue: segue
        case is UIStoryboardUnwindSegueSource: ui.unwindSegueSource
        case is UIColor: ui.color
        case is UIImage: ui.image
        case is UIImage.SymbolConfiguration: ui.symbolConfiguration
        case is UIFont: ui.font
        case is UIScreen: ui.screen
        case is UITabBarItem: ui.tabBarItem
        case is UINavigationItem: ui.navigationItem
        case is UIBarButtonItem: ui.barButtonItem
        case is UIAction: ui.action
        case is UIMenu: ui.menu
        case is IndexPathBox: ui.indexPath
        case is UITouch: ui.touch
        case is UIEvent: ui.event
        case is RunLoopTimer: ui.timer
        case is TextCheckerToken: ui.textChecker
        case is UITapGestureRecognizer: ui.tapGestureRecognizer
        case is UIGestureRecognizer: ui.gestureRecognizer
        case is UIAlertAction: ui.alertAction
        case is UISheetPresentationController: ui.sheetPresentationController
        case is UIPresentationController: ui.presentationController
        case is UIViewControllerTransitionCoordinator: ui.transitionCoordinator
        case is UISheetPresentationController.Detent: ui.detent
        case is NSLayoutConstraint: ui.layoutConstraint
        case let anchor as NSLayoutAnchor: anchorClass(anchor.kind)
        case is UIKeyboardLayoutGuide: ui.keyboardLayoutGuide
        case is UILayoutGuide: ui.layoutGuide
        case is UIFontMetrics: ui.fontMetrics
        default: responder
        }
    }

    /// The host class of an anchor of that kind.
    func anchorClass(_ kind: NSLayoutAnchor.Kind) -> HostClass {
        switch kind {
        case .xAxis: ui.xAxisAnchor
        case .yAxis: ui.yAxisAnchor
        case .dimension: ui.layoutDimension
        }
    }

    /// The module, with every class, enum and global.
    /// How many turns the run loop may take after the top-level code before the run is stopped.
    static let maxTurns = 100_000

    func module() -> HostModule {
        var module = HostModule()
        // The program runs on the simulated device: `#if os(iOS)` is taken.
        module.compilationTarget = .iPhone
        addViewController()
        addNavigationController()
        addWindow()
        module.classes = [responder, view, window, viewController, navigationController, dispatchQueueClass()]
        addApplication(to: &module)
        addStoryboards(to: &module)
        addUIClasses(to: &module)
        addScenes(to: &module)
        addOverridableMethods()
        addAppearanceForwarding()
        addTransitions()
        addDeclaredPropertyTypes()
        makeSubclassable(module.classes)
        module.protocols["UIApplicationDelegate"] = ["window", "application(_:didFinishLaunchingWithOptions:)",
                                                  "application(_:willFinishLaunchingWithOptions:)",
                                                  "application(_:configurationForConnecting:options:)",
                                                  "application(_:didDiscardSceneSessions:)",
                                                  "applicationDidBecomeActive(_:)", "applicationWillResignActive(_:)",
                                                  "applicationDidEnterBackground(_:)", "applicationWillEnterForeground(_:)"]
        module.trailingClosureLabels = [
            "present": "completion", "dismiss": "completion", "setViewControllers": "completion",
            "async": "execute", "asyncAfter": "execute", "UIAction": "handler", "UIAlertAction": "handler", "instantiateViewController": "creator", "registerForTraitChanges": "handler",
            "scheduledTimer": "block",
            "animate": "completion", "transition": "animations|completion", "addTextField": "configurationHandler",
        ]
        // After the top-level code, the run loop turns until idle. Weak: the compiled program
        // keeps this hook, and must not keep the simulation. A program that keeps scheduling
        // work forever meets the turn cap, which is a limit like the step limit.
        module.finishTopLevel = { [weak bridge] () throws(Interrupt) in
            guard let bridge else { return }
            var idle = true
            try bridge.perform { idle = bridge.simulation.runUntilIdle(maxTurns: Self.maxTurns) }
            if !idle {
                throw .limit(LimitMessage(.runLoopTurns, ["turns": "\(Self.maxTurns)"]).description)
            }
        }
        return module
    }

    /// A function that turns the run loop until idle, for the REPL's hidden line between
    /// entries (each entry is its own turn). Only REPL runs define it: a learner's program
    /// cannot call it.
    func endOfTurn() -> ([Value]) throws(Interrupt) -> Value {
        { [weak bridge] _ throws(Interrupt) in
            guard let bridge else { return .void }
            var idle = true
            try bridge.perform { idle = bridge.simulation.runUntilIdle(maxTurns: Self.maxTurns) }
            if !idle {
                throw .limit(LimitMessage(.runLoopTurns, ["turns": "\(Self.maxTurns)"]).description)
            }
            return .void
        }
    }

    static func argument<T>(_ args: [Value], _ index: Int, as type: T.Type, in member: String) throws(Interrupt) -> T {
        guard index < args.count, let object = native(args[index]) as? T else {
            throw .fatal("Fatal error: \(member) expects a \(T.self) as argument \(index + 1)")
        }
        return object
    }

    static func bool(_ args: [Value], _ index: Int) -> Bool {
        if index < args.count, case .bool(let b) = args[index] { return b }
        return false
    }
}
