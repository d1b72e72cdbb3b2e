import Testing
@testable import Course

/// The `expect: source` rules on short programs, each written both ways. Which protocols are
/// class-only was taken from swiftc here (6.x): `weak var x: T?` compiles for `T` = `protocol
/// A: AnyObject`, `protocol B: class`, `protocol C where Self: AnyObject`, `protocol D: A`,
/// `protocol E: SomeClass`, `(Plain & AnyObject)`, `(any A)`, `Optional<A>`, `(Plain & SomeClass)`,
/// and is refused ("'weak' must not be applied to non-class-bound") for `Plain` and `protocol Q: Plain`.
struct SourceRuleTests {
    func passes(_ rule: SourceRule, _ code: String) -> Bool {
        SourceRuleEvaluator.evaluate(rule, in: LearnerSource(code)).passed
    }

    let delegate = SourceRule.classOnlyDelegate(className: "Task", property: "delegate")

    @Test(arguments: [
        "protocol P: AnyObject {}\nclass Task { weak var delegate: P? }",
        "protocol P: class {}\nclass Task { weak var delegate: P? }",
        "protocol P where Self: AnyObject {}\nclass Task { weak var delegate: P? }",
        "protocol Base: AnyObject {}\nprotocol P: Base {}\nclass Task { weak var delegate: (any P)? }",
        "class Screen {}\nprotocol P: Screen {}\nclass Task { weak var delegate: P? }",
        "protocol P {}\nclass Task { weak var delegate: (P & AnyObject)? }",
        "protocol P: AnyObject {}\nclass Task { weak var delegate: Optional<P> = nil }",
        "protocol P: AnyObject {}\nclass Task { unowned var delegate: P }",
        "protocol P: NSObjectProtocol {}\nclass Task { weak var delegate: P! }",
    ])
    func aClassOnlyProtocolAsTheDelegatesTypePasses(code: String) {
        #expect(passes(delegate, code))
    }

    @Test(arguments: [
        "protocol P {}\nclass Task { var delegate: P? }",
        "protocol Plain {}\nprotocol P: Plain {}\nclass Task { var delegate: P? }",
        "class List {}\nclass Task { weak var delegate: List? }",
        "class Task { weak var delegate: AnyObject? }",
        "class Task { var onDone: ((String) -> Void)? }",
        "protocol P: AnyObject {}\nclass Task { weak var listener: P? }",
        "protocol P: AnyObject {}\nclass Other { weak var delegate: P? }",
    ])
    func anythingElseFails(code: String) {
        #expect(!passes(delegate, code))
    }

    @Test func theFindingNamesTheLineOfTheProperty() {
        let source = LearnerSource("protocol P {}\n\nclass Task {\n    var delegate: P?\n}\n")
        let judged = SourceRuleEvaluator.evaluate(delegate, in: source)
        #expect(judged.found == .code(line: 4, text: "var delegate: P?"))
        let missing = SourceRuleEvaluator.evaluate(delegate, in: LearnerSource("class Task {}"))
        #expect(missing.found == .noProperty(className: "Task", property: "delegate"))
    }

    @Test func weakPropertyAcceptsWeakAndAComputedPropertyOverAWeakOne() {
        let rule = SourceRule.weakProperty(className: "Task", property: "delegate")
        #expect(passes(rule, "class Task { weak var delegate: P? }"))
        #expect(passes(rule, "class Task { private weak var box: P?\n}\nextension Task { var delegate: P? { get { box } set { box = newValue } } }"))
        #expect(!passes(rule, "class Task { var delegate: P? }"))
        #expect(!passes(rule, "class Task { var delegate: P? { didSet { print(1) } } }"))
        #expect(!passes(rule, "class Task { unowned var delegate: P }"))
        #expect(!passes(rule, "class Task { weak var other: P? }"))
    }

    @Test func callsSuperWantsSuperOfTheSameMethodInEachOverride() {
        let rule = SourceRule.callsSuper(methods: SourceRule.superRequiredMethods)
        #expect(passes(rule, """
            class A: UIViewController {
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print(1) }
                override func viewDidLoad() { print(2) }
            }
            extension B { override func viewDidDisappear(_ animated: Bool) { print(3); super.viewDidDisappear(animated) } }
            """))
        #expect(!passes(rule, "class A: UIViewController { override func viewWillAppear(_ animated: Bool) { print(1) } }"))
        #expect(!passes(rule, """
            class A: UIViewController { override func viewDidAppear(_ animated: Bool) { super.viewWillAppear(animated) } }
            """))
    }

    @Test func lifecycleMethodsAreNeverCalledByHand() {
        let rule = SourceRule.noLifecycleCalls(methods: SourceRule.lifecycleMethods)
        #expect(passes(rule, """
            class A: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); view.layoutIfNeeded(); loadViewIfNeeded() }
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
            }
            """))
        #expect(!passes(rule, "let home = Home()\nhome.viewDidLoad()"))
        #expect(!passes(rule, "class A: UIViewController { var name = \"\" { didSet { viewDidLoad() } } }"))
        #expect(!passes(rule, "class A: UIViewController { override func viewWillAppear(_ a: Bool) { super.viewWillAppear(a); self.viewDidLoad() } }"))
        #expect(!passes(rule, "class A: UIViewController { override func loadView() { super.viewDidLoad() } }"))
        #expect(!passes(rule, "class A: UIViewController { func again() { loadView() } }"))
    }

    @Test func aScreenThatPopsOrDismissesItselfFails() {
        let rule = SourceRule.doesNotCloseItself(className: "Task")
        for closing in [
            "navigationController?.popViewController(animated: true)",
            "_ = self.navigationController!.popToRootViewController(animated: true)",
            "dismiss(animated: true)",
            "self.dismiss(animated: true, completion: nil)",
            "presentingViewController?.dismiss(animated: true)",
        ] {
            #expect(!passes(rule, "class Task: UIViewController { func done() { \(closing) } }"), "\(closing)")
            #expect(!passes(rule, "class Task: UIViewController {}\nextension Task { func done() { run { [weak self] in self?.\(closing) } } }"), "\(closing)")
        }
        #expect(passes(rule, """
            class Task: UIViewController { func done() { delegate?.taskDone(self); presentedViewController?.dismiss(animated: true) } }
            class List: UIViewController { func taskDone(_ t: Task) { navigationController?.popViewController(animated: true) } }
            """))
    }

    @Test func creatingTheControllerInCodeFails() {
        let rule = SourceRule.notCreatedInCode(classNames: ["Home", "UIWindow"])
        #expect(passes(rule, """
            class Home: UIViewController { var greeting = "" }
            let home = storyboard.instantiateInitialViewController() as! Home
            let other = Other()
            """))
        #expect(!passes(rule, "let home = Home()"))
        #expect(!passes(rule, "let home = Home(nibName: nil, bundle: nil)"))
        #expect(!passes(rule, "let home = Home.init(coder: coder)"))
        #expect(!passes(rule, "window = UIWindow(frame: UIScreen.main.bounds)"))
        #expect(!passes(rule, "class Big: UIWindow {}\nlet big = Big()"))
    }

    @Test func aPropertyThatStartsEmptyPasses() {
        let rule = SourceRule.initiallyEmpty(className: "Contacts", property: "names")
        for declaration in [
            "var names: [String] = []", "var names = [String]()", "var names: [String] = .init()",
            "var names = Array<String>()", "var names: [String]? = nil", "var names: [String]?", "var names = \"\"",
            "var names: [String: Int] = [:]",
        ] {
            #expect(passes(rule, "class Contacts: UIViewController { \(declaration) }"), "\(declaration)")
        }
        for declaration in [
            "var names = [\"Ada\", \"Grace\"]", "var names: [String] = [\"Ada\"]", "var names = \"Ada\"",
            "var names: [String] { [\"Ada\"] }",
        ] {
            #expect(!passes(rule, "class Contacts: UIViewController { \(declaration) }"), "\(declaration)")
        }
        #expect(!passes(rule, "class Contacts: UIViewController { var people: [String] = [] }"))
    }
}
