import Testing
@testable import SimBridge
import UIKitSim

/// Auto Layout as a program observes it (issue 13). Sources, Apple's documentation:
/// - `translatesAutoresizingMaskIntoConstraints`: "By default, the property is set to true for
///   any view you programmatically create."
/// - `NSLayoutConstraint.isActive`: "For newly created constraints, the isActive property is
///   false by default"; "Activating or deactivating the constraint calls addConstraint(_:) and
///   removeConstraint(_:) on the view that is the closest common ancestor of the items managed
///   by this constraint"; "If you try to activate a constraint whose items have no common
///   ancestor, an exception is thrown".
/// - `NSLayoutConstraint.priority`: constraints are required by default
///   (`UILayoutPriority.required`, 1000).
/// - `UIView.removeFromSuperview()`: "Calling this method removes any constraints that refer to
///   the view you are removing, or that refer to any view in the subtree of the view you are
///   removing."
/// - `UILabel.adjustsFontForContentSizeCategory`: false by default.
/// - The exception's words, from a device log (quoted at
///   https://elegant-moonbeam-c40240.netlify.app/docs/ios/library/snapkit): "NSGenericException',
///   reason: 'Unable to activate constraint with anchors <NSLayoutDimension:0x… "UIImageView:0x….height">
///   and <NSLayoutDimension:0x… "…Label:0x…'Sign Up'.height"> because they have no common
///   ancestor.  Does the constraint or its anchors reference items in different view
///   hierarchies?  That's illegal."
struct AutoLayoutTests {
    static func run(_ text: String) -> RunReport {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: text)]).run()
    }

    /// Runs `text` and then `text` followed by `refused`: the first must print `output`, the
    /// second must stop with an "unsupported" diagnostic containing `message` (a refused read
    /// ends the run before anything is shown, so the two are separate runs).
    static func expectRefusal(_ text: String, prints output: String, then refused: String, saying message: String,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let allowed = run(text)
        #expect(allowed.status == "ok", "\(allowed.diagnostics)", sourceLocation: sourceLocation)
        #expect(allowed.output == output, sourceLocation: sourceLocation)
        let stopped = run(text + "\n" + refused)
        #expect(stopped.status == "diagnostics", sourceLocation: sourceLocation)
        #expect(stopped.diagnostics.contains { $0.id == "unsupported" && $0.message.contains(message) },
                "\(stopped.diagnostics)", sourceLocation: sourceLocation)
    }

    @Test func constraintsAreInactiveUntilActivatedThenHeldByTheNearestCommonAncestor() {
        let report = Self.run("""
        let root = UIView()
        let box = UIView()
        let label = UILabel()
        print(box.translatesAutoresizingMaskIntoConstraints)
        root.addSubview(box)
        box.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        let width = label.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -8)
        print(width.isActive, width.multiplier, width.constant, width.priority == .required, width.priority.rawValue)
        width.isActive = true
        print(width.isActive, root.constraints.count, box.constraints.count, label.constraints.count)
        let height = label.heightAnchor.constraint(equalToConstant: 88)
        height.identifier = "tall"
        NSLayoutConstraint.activate([height])
        print(label.constraints.count, height.identifier ?? "none", height.secondItem == nil, height.firstAttribute == .height)
        height.constant = 44
        print(height.constant)
        NSLayoutConstraint.deactivate([width, height])
        print(width.isActive, height.isActive, root.constraints.count, label.constraints.count)
        """)
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == """
            true
            false 0.5 -8.0 true 1000.0
            true 1 0 0
            1 tall true true
            44.0
            false false 0 0

            """)
    }

    @Test func removingAViewRemovesTheConstraintsThatReferToItsSubtree() {
        let report = Self.run("""
        let root = UIView()
        let card = UIView()
        let title = UILabel()
        root.addSubview(card)
        card.addSubview(title)
        let pin = title.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        let inside = title.leadingAnchor.constraint(equalTo: card.leadingAnchor)
        NSLayoutConstraint.activate([pin, inside])
        print(root.constraints.count, card.constraints.count)
        card.removeFromSuperview()
        print(pin.isActive, root.constraints.count, inside.isActive)
        """)
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        // `inside` refers only to views of the removed subtree and is held inside it: it stays.
        #expect(report.output == "1 1\nfalse 0 true\n")
    }

    @Test func activatingBetweenSeparateHierarchiesRaisesUIKitsException() {
        let report = Self.run("""
        let image = UIImageView()
        let label = UILabel()
        label.text = "Sign Up"
        image.heightAnchor.constraint(equalTo: label.heightAnchor).isActive = true
        print("not reached")
        """)
        #expect(report.exception?.name == "NSGenericException")
        let reason = report.exception?.reason ?? ""
        #expect(reason.hasPrefix("Unable to activate constraint with anchors <NSLayoutDimension:0x"))
        #expect(reason.contains(" \"UIImageView:0x"))
        #expect(reason.contains("'Sign Up'.height\">"))
        #expect(reason.hasSuffix("because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."))
        #expect(!report.output.contains("not reached"))
    }

    @Test func aFramePlacedByConstraintsIsRefusedNotGuessed() {
        let program = """
        class Screen: UIViewController {
            let label = UILabel()
            var readsLabel = false
            override func viewDidLoad() {
                super.viewDidLoad()
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
                NSLayoutConstraint.activate([
                    label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                ])
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                print(view.safeAreaLayoutGuide.layoutFrame.minY)
                if readsLabel { print(label.frame) }
            }
        }
        let screen = Screen()
        """
        // The root view's frame is the window's, so its safe area is known (59 on an iPhone 15:
        // LayoutScriptTests' device values); the label's frame would need the solver.
        Self.expectRefusal(program + "\nlet window = UIWindow()\nwindow.rootViewController = screen\nwindow.makeKeyAndVisible()",
                           prints: "59.0\n", then: "screen.readsLabel = true",
                           saying: "UIKitSim does not solve Auto Layout, so this view's frame is unknown")
    }

    @Test func guidesAreObjectsOfTheirViewAndTheirUnknownFramesAreRefused() {
        Self.expectRefusal("""
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        print(view.layoutMarginsGuide === view.layoutMarginsGuide, view.layoutMarginsGuide.owningView === view)
        print(view.safeAreaLayoutGuide.identifier, view.readableContentGuide.identifier)
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        print(view.layoutGuides.count, guide.owningView === view)
        """, prints: "true true\nUIViewSafeAreaLayoutGuide UIViewReadableContentGuide\n1 true\n",
        then: "print(view.readableContentGuide.layoutFrame)", saying: "reading layoutFrame of <UILayoutGuide")
    }

    @Test func preferredFontsAreKeptButTheirSizeIsUnknown() {
        Self.expectRefusal("""
        let label = UILabel()
        print(label.adjustsFontForContentSizeCategory)
        label.font = UIFont.preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        print(label.adjustsFontForContentSizeCategory, label.font == UIFont.preferredFont(forTextStyle: .headline))
        """, prints: "false\ntrue true\n", then: "print(label.font.pointSize)",
        saying: "reading pointSize of the preferred font for .headline")
    }

    @Test func systemSpacingConstraintsKeepTheirMultiplierAndHideTheirConstant() {
        // The constraint's own multiplier is 1; the system-spacing multiplier scales the spacing,
        // whose size UIKit works out from the fonts.
        Self.expectRefusal("""
        let root = UIView()
        let label = UILabel()
        root.addSubview(label)
        let gap = label.topAnchor.constraint(equalToSystemSpacingBelow: root.topAnchor, multiplier: 2)
        gap.isActive = true
        print(gap.isActive, gap.multiplier)
        """, prints: "true 1.0\n", then: "print(gap.constant)",
        saying: "reading the constant of a system-spacing constraint is not supported")
    }

    /// Xcode's XML: a view placed by constraints has `translatesAutoresizingMaskIntoConstraints="NO"`
    /// (Apple's self-sizing cells sample, Main.storyboard), the view listing a constraint holds it,
    /// a missing `firstItem` is that view (Apple's NavBar sample, Main.storyboard:
    /// `<constraint firstAttribute="centerY" secondItem="ZJI-RK-cGc" …>` centres a control in its
    /// superview), and a `viewLayoutGuide key="safeArea"` id names the view's safe-area guide.
    static let constrainedStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc1">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" customClass="ViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1">
                            <subviews>
                                <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                                    <rect key="frame" x="20" y="79" width="42" height="21"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="l1" firstAttribute="top" secondItem="g1" secondAttribute="top" constant="20" identifier="below-top" id="c1"/>
                                <constraint firstAttribute="centerX" secondItem="l1" secondAttribute="centerX" priority="750" id="c2"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="g1"/>
                        </view>
                        <connections>
                            <outlet property="label" destination="l1" id="o1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    static let constrainedController = """
    class ViewController: UIViewController {
        @IBOutlet var label: UILabel!
        var readsFrame = false
        override func viewDidLoad() {
            super.viewDidLoad()
            print(view.translatesAutoresizingMaskIntoConstraints, label.translatesAutoresizingMaskIntoConstraints, view.constraints.count)
            let top = view.constraints[0]
            print(top.identifier ?? "none", top.firstItem === label, top.secondItem === view.safeAreaLayoutGuide, top.constant, top.isActive)
            let center = view.constraints[1]
            print(center.firstItem === view, center.secondItem === label, center.firstAttribute == .centerX, center.priority == .defaultHigh)
            if readsFrame { print(label.frame) }
        }
    }
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }
    """

    @Test func storyboardConstraintsAreMadeAndTheirViewsFramesRefused() {
        let files = { (source: String) in
            [ProgramFile(name: "main.swift", text: source), ProgramFile(name: "Main.storyboard", text: Self.constrainedStoryboard)]
        }
        let report = ProgramRun(files: files(Self.constrainedController), mainStoryboard: "Main").run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "true false 2\nbelow-top true true 20.0 true\ntrue true true true\n")
        let reading = Self.constrainedController.replacingOccurrences(of: "var readsFrame = false", with: "var readsFrame = true")
        let refused = ProgramRun(files: files(reading), mainStoryboard: "Main").run()
        #expect(refused.diagnostics.contains { $0.message.contains("so this view's frame is unknown") }, "\(refused.diagnostics)")
    }

    @Test func aConstraintNamingAnUnknownItemIsAStoryboardError() {
        let broken = Self.constrainedStoryboard.replacingOccurrences(of: "secondItem=\"g1\"", with: "secondItem=\"zz9\"")
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: Self.constrainedController),
                                        ProgramFile(name: "Main.storyboard", text: broken)], mainStoryboard: "Main").run()
        #expect(report.diagnostics.contains { $0.message.contains("constraint 'c1' refers to 'zz9', which is not a view of this scene") },
                "\(report.diagnostics)")
    }

    /// Apple's `UIStackView` pages: `axis` "The default value is NSLayoutConstraint.Axis.horizontal",
    /// `distribution` "The default value is UIStackView.Distribution.fill", `alignment` "The
    /// default value is UIStackView.Alignment.fill"; `addArrangedSubview(_:)` "automatically adds
    /// the provided view as a subview of the stack view, if it isn't already";
    /// `removeArrangedSubview(_:)` does not remove it from `subviews`; `arrangedSubviews`:
    /// "Whenever an arranged view's removeFromSuperview() method is called, the stack view
    /// removes the view from its arrangedSubviews array". The stack places its arranged views
    /// with Auto Layout, so their frames are refused.
    @Test func stackViewsKeepTheirArrangementAndTheirViewsFramesAreUnknown() {
        Self.expectRefusal("""
        let stack = UIStackView()
        print(stack.axis == .horizontal, stack.distribution == .fill, stack.alignment == .fill)
        stack.axis = .vertical
        stack.spacing = 10
        let a = UILabel(), b = UILabel(), c = UILabel()
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        stack.insertArrangedSubview(c, at: 0)
        print(stack.arrangedSubviews.count, stack.arrangedSubviews[0] === c, stack.subviews.count, stack.axis == .vertical, stack.spacing)
        stack.removeArrangedSubview(a)
        print(stack.arrangedSubviews.count, stack.subviews.count)
        b.removeFromSuperview()
        print(stack.arrangedSubviews.count, stack.subviews.count)
        print(a.frame)
        """, prints: "true true true\n3 true 3 true 10.0\n2 3\n1 2\n(0.0, 0.0, 0.0, 0.0)\n",
        then: "print(c.frame)", saying: "so this view's frame is unknown")
    }
}
