/// What an `expect: source` check demands of the learner's code itself: things the task asks
/// for that no run can show (the delegate is `weak`, the screen does not close itself, ...).
///
/// Written in `exercise.yaml` as `rule:` with its parameters, e.g.
/// `{id: delegate-weak, expect: source, rule: weak-property, class: TaskViewController, property: delegate}`.
public enum SourceRule: Sendable, Hashable {
    /// `class-only-delegate`: the stored property of the class has a protocol declared in the
    /// code as its type, and that type is class-only (`AnyObject`, `class`, a class-bound
    /// protocol or composition), optional or not.
    case classOnlyDelegate(className: String, property: String)
    /// `weak-property`: the stored property of the class is declared `weak` (or is computed over
    /// a `weak` stored property of the same class).
    case weakProperty(className: String, property: String)
    /// `calls-super`: every overridden method of these names calls `super.` the same method.
    case callsSuper(methods: [String])
    /// `no-lifecycle-calls`: none of these methods is called by hand, except `super.m()`
    /// inside an override of that same `m`.
    case noLifecycleCalls(methods: [String])
    /// `does-not-close-itself`: the class's own code (its body and its extensions) never pops or
    /// dismisses: no `popViewController`, `popToViewController`, `popToRootViewController` nor
    /// `dismiss`, except on its `presentedViewController`.
    case doesNotCloseItself(className: String)
    /// `not-created-in-code`: no instance of these classes (or of their subclasses declared in
    /// the code) is created by calling an initialiser: `X()`, `X(coder:)`, `X.init(...)`.
    case notCreatedInCode(classNames: [String])
    /// `initially-empty`: the stored property of the class starts empty: `[]`, `[:]`, `""`,
    /// `nil`, `[T]()`, `String()`, or an optional with no initial value.
    case initiallyEmpty(className: String, property: String)
    /// `never-calls`: none of these methods is called anywhere (e.g. `pushViewController` where
    /// the task says to build a stack in one step).
    case neverCalls(methods: [String])
    /// `reads-property`: the class's own code reads the property (uses its value, not only
    /// assigns it), e.g. a flag the task says to use.
    case readsProperty(className: String, property: String)
    /// `assigns-member`: the code assigns a member of this name somewhere (`x.frame = ...`),
    /// e.g. a frame the task says to give.
    case assignsMember(name: String)
    /// `program-unchanged`: the learner's code is the exercise's starter token for token, once
    /// comments, whitespace and the top-level declarations of `ignoring` (the prediction
    /// variables of a predict exercise) are left out of both.
    case programUnchanged(ignoring: [String])

    /// The rules as written after `rule:`.
    public static let ruleNames: [String] = [
        "class-only-delegate", "weak-property", "calls-super", "no-lifecycle-calls", "does-not-close-itself",
        "not-created-in-code", "initially-empty", "never-calls", "reads-property", "assigns-member",
        "program-unchanged",
    ]

    /// The methods UIKit calls on a view controller as its view loads and comes and goes: a
    /// program never calls them itself (Apple, UIViewController: "You should never call this
    /// method directly" for `loadView`; the others are notifications of what UIKit did).
    public static let lifecycleMethods: [String] = [
        "loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear",
        "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
    ]

    /// The overrides that must call `super` (Apple, UIViewController, viewWillAppear(_:),
    /// viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:): "If you override this
    /// method, you must call super at some point in your implementation"); `calls-super`'s
    /// default when the check names no `methods:`.
    public static let superRequiredMethods: [String] = [
        "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
    ]
}
