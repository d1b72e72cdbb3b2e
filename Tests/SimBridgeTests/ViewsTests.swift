import Testing
@testable import SimBridge
import UIKitSim

/// Views through scripts: geometry as values, the view tree, labels, buttons with targets,
/// colours and the screen.
struct ViewsTests {
    static func run(_ text: String) -> ProgramRun {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: text)])
        program.run()
        return program
    }

    @Test func rectanglesAreValuesWithWidthAndHeight() {
        let program = Self.run("""
        let view = UIView(frame: CGRect(x: 20, y: 30, width: 80, height: 40))
        var copy = view.frame
        copy.origin.x = 5
        copy.size.width = 10
        print(view.frame.minX, view.frame.width, view.frame.height, copy.minX, copy.width)
        print(view.bounds.minX, view.bounds.width, CGRect.zero.width, CGSize.zero.height)
        view.frame = copy
        print(view.frame.minX, view.frame.maxX)
        let zeroed = UIView(frame: .zero)
        print(zeroed.frame == CGRect.zero)
        """)
        #expect(program.report?.status == "ok", "\(String(describing: program.report))")
        // Swift's struct semantics (checked with swiftc and Foundation's CGRect): the copy changes, the view does not.
        #expect(program.report?.output == "20.0 80.0 40.0 5.0 10.0\n0.0 80.0 0.0 0.0\n5.0 15.0\ntrue\n")
    }

    @Test func subviewsAreAddedAndRemoved() throws {
        let program = Self.run("""
        class BadgeViewController: UIViewController {
            override func loadView() {
                let root = UIView()
                root.addSubview(UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 80)))
                let label = UILabel()
                label.text = "Hello"
                root.addSubview(label)
                root.backgroundColor = .systemBackground
                view = root
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                print("subviews:", view.subviews.count)
                view.subviews[0].removeFromSuperview()
                print("after removing:", view.subviews.count)
            }
        }
        let window = UIWindow()
        window.rootViewController = BadgeViewController()
        window.makeKeyAndVisible()
        """)
        #expect(program.report?.status == "ok", "\(String(describing: program.report))")
        #expect(program.report?.output == "subviews: 2\nafter removing: 1\n")
        let root = try #require(program.simulation.keyWindow?.rootViewController?.view)
        #expect(root.backgroundColor == UIColor.systemBackground)
        #expect((root.subviews.first as? UILabel)?.text == "Hello")
        // An override of loadView that assigns `view` gets no warning (uikit-behaviour.md, "A controller's view").
        #expect(program.simulation.log.isEmpty)
    }

    @Test func screenBoundsAreTheDevicesScreen() {
        let program = Self.run("print(UIScreen.main.bounds.width, UIScreen.main.bounds.height)\n")
        let size = Device.iPhone.screenSize
        #expect(program.report?.output == "\(Double(size.width)) \(Double(size.height))\n")
    }

    static let buttonProgram = """
    class CounterViewController: UIViewController {
        var taps = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            let button = UIButton(type: .system)
            button.setTitle("Add", for: .normal)
            button.addTarget(self, action: #selector(add), for: .touchUpInside)
            view.addSubview(button)
        }
        @objc func add() {
            taps += 1
            title = "taps: \\(taps)"
        }
    }
    let window = UIWindow()
    window.rootViewController = CounterViewController()
    window.makeKeyAndVisible()
    """

    @Test func tappingAButtonReachesTheScriptsObjcMethod() throws {
        let program = Self.run(Self.buttonProgram)
        #expect(program.report?.status == "ok", "\(String(describing: program.report))")
        try program.simulation.tapButton(titled: "Add")
        try program.simulation.tapButton(titled: "Add")
        #expect(program.simulation.keyWindow?.rootViewController?.title == "taps: 2")
    }

    @Test func anActionWithTheSenderGetsTheButton() {
        let program = Self.run("""
        class Handler {
            @objc func pressed(_ sender: UIButton) { print("pressed", sender.currentTitle ?? "none") }
        }
        let handler = Handler()
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        button.addTarget(handler, action: #selector(Handler.pressed(_:)), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        """)
        #expect(program.report?.output == "pressed OK\n", "\(String(describing: program.report))")
    }

    @Test func anUnknownSelectorEndsTheRunWithUIKitsException() {
        let program = Self.run("""
        class Handler {}
        let handler = Handler()
        let button = UIButton(type: .system)
        button.addTarget(handler, action: #selector(missing), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        print("not reached")
        """)
        #expect(program.report?.status == "exception")
        #expect(program.report?.exception?.name == "NSInvalidArgumentException")
        #expect(program.report?.exception?.reason.contains("unrecognized selector sent to instance") == true)
        #expect(program.report?.output == "")
        #expect(program.report?.log.last?.hasPrefix("*** Terminating app due to uncaught exception 'NSInvalidArgumentException'") == true)
    }

    @Test func aViewsFrameChangesInPlaceAndCGFloatConverts() {
        let program = Self.run("""
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.frame.origin.x = 10
        view.frame.size.width += 5
        print(view.frame.minX, view.frame.width, CGFloat(7) + 3)
        print(IndexPath(row: 1, section: 0))
        """)
        // Expected from swiftc with Foundation: `10.0 15.0 10.0` and `[0, 1]`.
        #expect(program.report?.output == "10.0 15.0 10.0\n[0, 1]\n", "\(String(describing: program.report))")
    }

    @Test func coloursCompareByValue() {
        let program = Self.run("""
        let view = UIView()
        view.backgroundColor = .red
        print(view.backgroundColor == .red, view.backgroundColor == UIColor.blue, UIColor.white == UIColor.white)
        """)
        // UIColor's isEqual compares colours, not objects: `UIColor.white == UIColor.white` on iOS.
        #expect(program.report?.output == "true false true\n", "\(String(describing: program.report))")
    }
}
