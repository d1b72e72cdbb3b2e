import SwiftSubset
import UIKitSim

/// The host classes that `UIKitHost.addUIClasses(to:)` registers (views, tables, tab bars,
/// split and page views, navigation items), and the run's declared types for building values of
/// the prelude's structs. One per `UIKitHost`, so one per run.
final class UIClasses {
    let types = HostTypes()
    /// Proxies for script objects that act as data sources or delegates (ScriptProxy.swift).
    var proxies: [ObjectIdentifier: ScriptProxy] = [:]
    let nsObject = HostClass(name: "NSObject")
    let label = HostClass(name: "UILabel", superclassName: "UIView")
    let control = HostClass(name: "UIControl", superclassName: "UIView")
    let button = HostClass(name: "UIButton", superclassName: "UIControl")
    let color = HostClass(name: "UIColor", superclassName: "NSObject")
    let screen = HostClass(name: "UIScreen", superclassName: "NSObject")
    let tableView = HostClass(name: "UITableView", superclassName: "UIView")
    let tableViewCell = HostClass(name: "UITableViewCell", superclassName: "UIView")
    let indexPath = HostClass(name: "IndexPath")
    let tableViewController = HostClass(name: "UITableViewController", superclassName: "UIViewController")
    let collectionView = HostClass(name: "UICollectionView", superclassName: "UIView")
    let collectionViewCell = HostClass(name: "UICollectionViewCell", superclassName: "UIView")
    let collectionViewController = HostClass(name: "UICollectionViewController", superclassName: "UIViewController")
    let layer = HostClass(name: "CALayer", superclassName: "NSObject")
    let cgColor = HostClass(name: "CGColor")
    let imagePickerController = HostClass(name: "UIImagePickerController", superclassName: "UINavigationController")
    let shortcutItem = HostClass(name: "UIApplicationShortcutItem", superclassName: "NSObject")
    let shortcutIcon = HostClass(name: "UIApplicationShortcutIcon", superclassName: "NSObject")
    let previewAction = HostClass(name: "UIPreviewAction", superclassName: "NSObject")
    let tabBarController = HostClass(name: "UITabBarController", superclassName: "UIViewController")
    let tabBarItem = HostClass(name: "UITabBarItem", superclassName: "NSObject")
    let splitViewController = HostClass(name: "UISplitViewController", superclassName: "UIViewController")
    let pageViewController = HostClass(name: "UIPageViewController", superclassName: "UIViewController")
    let navigationItem = HostClass(name: "UINavigationItem", superclassName: "NSObject")
    let barButtonItem = HostClass(name: "UIBarButtonItem", superclassName: "NSObject")
    let menuElement = HostClass(name: "UIMenuElement", superclassName: "NSObject")
    let action = HostClass(name: "UIAction", superclassName: "UIMenuElement")
    let menu = HostClass(name: "UIMenu", superclassName: "UIMenuElement")
    let scene = HostClass(name: "UIScene", superclassName: "UIResponder")
    let windowScene = HostClass(name: "UIWindowScene", superclassName: "UIScene")
    let sceneSession = HostClass(name: "UISceneSession", superclassName: "NSObject")
    let sceneConfiguration = HostClass(name: "UISceneConfiguration", superclassName: "NSObject")
    let connectionOptions = HostClass(name: "UIScene.ConnectionOptions", superclassName: "NSObject")
    let coder = HostClass(name: "NSCoder", superclassName: "NSObject")
    let popover = HostClass(name: "UIPopoverPresentationController", superclassName: "NSObject")
    let alertController = HostClass(name: "UIAlertController", superclassName: "UIViewController")
    let alertAction = HostClass(name: "UIAlertAction", superclassName: "NSObject")
    let activityViewController = HostClass(name: "UIActivityViewController", superclassName: "UIViewController")
    let presentationController = HostClass(name: "UIPresentationController", superclassName: "NSObject")
    let sheetPresentationController = HostClass(name: "UISheetPresentationController", superclassName: "UIPresentationController")
    let transitionCoordinator = HostClass(name: "UIViewControllerTransitionCoordinator", superclassName: "NSObject")
    let detent = HostClass(name: "UISheetPresentationController.Detent", superclassName: "NSObject")
    let unwindSegueSource = HostClass(name: "UIStoryboardUnwindSegueSource", superclassName: "NSObject")
    let image = HostClass(name: "UIImage", superclassName: "NSObject")
    let symbolConfiguration = HostClass(name: "UIImage.SymbolConfiguration", superclassName: "NSObject")
    let imageView = HostClass(name: "UIImageView", superclassName: "UIView")
    let textField = HostClass(name: "UITextField", superclassName: "UIControl")
    let textView = HostClass(name: "UITextView", superclassName: "UIView")
    let toggle = HostClass(name: "UISwitch", superclassName: "UIControl")
    let slider = HostClass(name: "UISlider", superclassName: "UIControl")
    let keyedArchiver = HostClass(name: "NSKeyedArchiver", superclassName: "NSCoder")
    let keyedUnarchiver = HostClass(name: "NSKeyedUnarchiver", superclassName: "NSCoder")
    let segmentedControl = HostClass(name: "UISegmentedControl", superclassName: "UIControl")
    let progressView = HostClass(name: "UIProgressView", superclassName: "UIView")
    let font = HostClass(name: "UIFont", superclassName: "NSObject")
    let navigationBar = HostClass(name: "UINavigationBar", superclassName: "UIView")
    let searchController = HostClass(name: "UISearchController", superclassName: "UIViewController")
    let searchBar = HostClass(name: "UISearchBar", superclassName: "UIView")
    let layoutConstraint = HostClass(name: "NSLayoutConstraint", superclassName: "NSObject")
    let layoutAnchor = HostClass(name: "NSLayoutAnchor", superclassName: "NSObject")
    let xAxisAnchor = HostClass(name: "NSLayoutXAxisAnchor", superclassName: "NSLayoutAnchor")
    let yAxisAnchor = HostClass(name: "NSLayoutYAxisAnchor", superclassName: "NSLayoutAnchor")
    let layoutDimension = HostClass(name: "NSLayoutDimension", superclassName: "NSLayoutAnchor")
    let layoutGuide = HostClass(name: "UILayoutGuide", superclassName: "NSObject")
    let keyboardLayoutGuide = HostClass(name: "UIKeyboardLayoutGuide", superclassName: "UILayoutGuide")
    let fontMetrics = HostClass(name: "UIFontMetrics", superclassName: "NSObject")
    let stackView = HostClass(name: "UIStackView", superclassName: "UIView")
    let touch = HostClass(name: "UITouch", superclassName: "NSObject")
    let event = HostClass(name: "UIEvent", superclassName: "NSObject")
    let timer = HostClass(name: "Timer", superclassName: "NSObject")
    let textChecker = HostClass(name: "UITextChecker", superclassName: "NSObject")
    let gestureRecognizer = HostClass(name: "UIGestureRecognizer", superclassName: "NSObject")
    let tapGestureRecognizer = HostClass(name: "UITapGestureRecognizer", superclassName: "UIGestureRecognizer")

    /// Every class, superclasses before subclasses.
    var all: [HostClass] {
        [nsObject, label, control, button, color, screen, tableView, tableViewCell, indexPath, tableViewController,
         collectionView, collectionViewCell, collectionViewController, layer, cgColor, imagePickerController,
         shortcutItem, shortcutIcon, previewAction,
         tabBarController, tabBarItem, splitViewController, pageViewController, navigationItem, barButtonItem, menuElement, action, menu,
         scene, windowScene, sceneSession, sceneConfiguration, connectionOptions, coder, keyedArchiver, keyedUnarchiver, popover,
         alertController, alertAction, activityViewController, presentationController, sheetPresentationController, transitionCoordinator, detent,
         unwindSegueSource, image, symbolConfiguration, imageView, textField, textView, toggle, slider, segmentedControl, progressView, font,
         navigationBar, searchController, searchBar, layoutConstraint, layoutAnchor, xAxisAnchor, yAxisAnchor, layoutDimension,
         layoutGuide, keyboardLayoutGuide, fontMetrics, stackView,
         touch, event, timer, textChecker, gestureRecognizer, tapGestureRecognizer]
    }
}

/// An `IndexPath` as scripts hold it: immutable, so a shared box behaves as a value.
final class IndexPathBox {
    let indexPath: IndexPath
    init(_ indexPath: IndexPath) { self.indexPath = indexPath }
}
