/// What a check found or expected, as data; `Phrasebook` renders it in a language.
enum Finding: Sendable, Hashable {
    /// The program did not run (diagnostics); the summary names the first error.
    case didNotRun(String)
    /// No window at all.
    case noWindow
    /// Windows, none of them key.
    case windowNotKey
    /// A key window that is hidden.
    case windowHidden
    /// A key, visible window.
    case keyVisibleWindow
    /// No controller at the path.
    case nothing
    /// No controller at the path, so none of its properties (a property check's `{found}`).
    case noController
    /// A controller, described by what a learner needs to see.
    case controller(ControllerDescription)
    /// A class name (expected classes).
    case className(String)
    /// A number.
    case number(Int)
    /// A property's value.
    case value(String)
    /// The controller has no such property.
    case noSuchProperty(String)
    /// Trace steps, in order (expected).
    case steps([TraceStep])
    /// A step that never happens (after `after`, when given).
    case missingStep(TraceStep, after: TraceStep?)
    /// Printed or logged text.
    case text(String)
    /// Nothing printed or logged.
    case noText
    /// An exception or runtime error.
    case exception(ExceptionInfo)
    /// No exception.
    case noException
    /// A limit stopped the run.
    case limit
    /// What an `expect: source` check found in the code, or expects of it.
    case source(SourceFinding)
}

/// A controller as `{found}` describes it.
struct ControllerDescription: Sendable, Hashable {
    /// The class name.
    var className: String
    /// The controllers in its `viewControllers` (nil: not a container with that property).
    var stackCount: Int?
    /// The class of the top controller, for a navigation controller.
    var topClass: String?
    /// Whether it is (a subclass of) `UITabBarController`.
    var isTabBar: Bool
    /// Whether it is (a subclass of) `UINavigationController`.
    var isNavigation: Bool

    init(_ controller: ControllerSnapshot, in snapshot: AppSnapshot) {
        className = controller.className
        isNavigation = controller.isKind(of: "UINavigationController")
        isTabBar = controller.isKind(of: "UITabBarController")
        stackCount = controller.viewControllers?.count
        let topID = controller.top ?? (isNavigation ? controller.viewControllers?.last : nil)
        topClass = snapshot.controller(topID)?.className
    }
}
