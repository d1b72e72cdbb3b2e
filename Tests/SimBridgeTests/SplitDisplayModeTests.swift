import Testing
@testable import SimBridge
import UIKitSim

/// The display mode of an expanded split view (an iPad). Sources of the expectations:
/// - Apple, `UISplitViewController.DisplayMode.automatic`: "The split view controller
///   automatically decides the most appropriate display mode based on the device and the
///   current app size … the displayMode property never reports it"; `.secondaryOnly`: "Only the
///   secondary view controller is shown onscreen. The primary and supplementary view
///   controllers are offscreen"; `preferredDisplayMode`: "The split view controller makes every
///   effort to adopt the interface you specify".
/// - What `.automatic` decides on an iPad: the secondary alone in portrait, both columns side by
///   side in landscape (useyourloaf.com, "iOS 5 Split View Controller Changes": "In landscape
///   orientation both views are visible … In portrait mode the detailed view fills the whole
///   screen"; "Split View Controller Display Modes", 2020: the default "hides the master view").
/// - Apple, `isCollapsed`: collapsing happens in a horizontally compact environment, which an
///   iPad is not in either orientation, so turning it leaves `isCollapsed` false.
/// - Apple, `viewWillAppear(_:)` / `viewWillDisappear(_:)`: sent when the view is added to or
///   removed from a view hierarchy, so the primary that comes on screen or leaves it gets them.
struct SplitDisplayModeTests {
    static func program(style: String, preferred: String? = nil) -> String {
        let make = style == "classic"
            ? "let split = UISplitViewController()\nsplit.viewControllers = [primary, secondary]"
            : "let split = UISplitViewController(style: .doubleColumn)\nsplit.setViewController(primary, for: .primary)\nsplit.setViewController(secondary, for: .secondary)"
        return """
        class Column: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); print("\\(title!) viewDidLoad") }
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("\\(title!) viewWillAppear") }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("\\(title!) viewDidAppear") }
            override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); print("\\(title!) viewWillDisappear") }
            override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("\\(title!) viewDidDisappear") }
        }
        let primary = Column()
        primary.title = "primary"
        let secondary = Column()
        secondary.title = "secondary"
        \(make)
        \(preferred.map { "split.preferredDisplayMode = .\($0)" } ?? "")
        let window = UIWindow()
        window.rootViewController = split
        window.makeKeyAndVisible()
        DispatchQueue.main.async {
            print("collapsed \\(split.isCollapsed)")
            print("secondaryOnly \\(split.displayMode == .secondaryOnly)")
            print("oneBeside \\(split.displayMode == .oneBesideSecondary)")
            print("primary in window \\(primary.viewIfLoaded?.window != nil)")
            print("secondary in window \\(secondary.viewIfLoaded?.window != nil)")
        }
        """
    }

    static func run(_ text: String) -> ProgramRun {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: text)], device: .iPad)
        program.run()
        return program
    }

    @Test(arguments: ["classic", "doubleColumn"])
    func aPortraitIPadShowsOnlyTheSecondaryByDefault(style: String) {
        let program = Self.run(Self.program(style: style))
        let output = program.report?.output ?? ""
        #expect(program.report?.status == "ok", "\(String(describing: program.report))")
        #expect(!output.contains("primary viewWillAppear"), "\(output)")
        #expect(output.contains("secondary viewWillAppear\n"), "\(output)")
        #expect(output.contains("secondary viewDidAppear\n"), "\(output)")
        #expect(output.hasSuffix("""
            collapsed false
            secondaryOnly true
            oneBeside false
            primary in window false
            secondary in window true

            """), "\(output)")
    }

    @Test(arguments: ["classic", "doubleColumn"])
    func aPreferredModeBesideShowsBothColumnsInPortrait(style: String) {
        let program = Self.run(Self.program(style: style, preferred: "oneBesideSecondary"))
        let output = program.report?.output ?? ""
        #expect(output.contains("primary viewWillAppear\n"), "\(output)")
        #expect(output.contains("primary viewDidAppear\n"), "\(output)")
        #expect(output.hasSuffix("""
            collapsed false
            secondaryOnly false
            oneBeside true
            primary in window true
            secondary in window true

            """), "\(output)")
    }

    @Test(arguments: ["classic", "doubleColumn"])
    func turningToLandscapeBringsThePrimaryWithItsCallbacksAndBackRemovesIt(style: String) {
        let program = Self.run(Self.program(style: style))
        let toLandscape = program.perform([.rotate(.landscapeLeft)])
        #expect(toLandscape.output.contains("primary viewWillAppear\nprimary viewDidAppear\n"), "\(toLandscape.output)")
        #expect(!toLandscape.output.contains("secondary viewWillDisappear"), "\(toLandscape.output)")
        let split = program.simulation.keyWindow?.rootViewController as? UISplitViewController
        #expect(split?.displayMode == .oneBesideSecondary)
        #expect(split?.isCollapsed == false)
        #expect(split?.children.first?.viewIfLoaded?.window != nil)
        let toPortrait = program.perform([.rotate(.portrait)])
        #expect(toPortrait.output.contains("primary viewWillDisappear\nprimary viewDidDisappear\n"), "\(toPortrait.output)")
        #expect(split?.displayMode == .secondaryOnly)
        #expect(split?.isCollapsed == false)
        #expect(split?.children.first?.viewIfLoaded?.window == nil)
    }

    @Test func aPreferredModeSetWhileShownBringsThePrimaryIn() {
        let program = Self.run(Self.program(style: "classic"))
        #expect(program.report?.status == "ok")
        let split = program.simulation.keyWindow?.rootViewController as? UISplitViewController
        #expect(split?.children.first?.viewIfLoaded?.window == nil)
        program.simulation.withCurrent { split?.preferredDisplayMode = .oneBesideSecondary }
        _ = program.simulation.runUntilIdle()
        #expect(split?.displayMode == .oneBesideSecondary)
        #expect(split?.children.first?.viewIfLoaded?.window != nil)
    }
}

extension SplitDisplayModeTests {
    // Apple, `DisplayMode.oneOverSecondary`: the primary is layered on top of the secondary,
    // which keeps the whole width.
    @Test func overTheSecondaryThePrimaryLiesInFrontOfAFullWidthSecondary() {
        let program = Self.run(Self.program(style: "classic", preferred: "oneOverSecondary"))
        #expect(program.report?.status == "ok")
        let split = program.simulation.keyWindow?.rootViewController as? UISplitViewController
        let primary = split?.children.first?.viewIfLoaded
        let secondary = split?.children.last?.viewIfLoaded
        #expect(split?.displayMode == .oneOverSecondary)
        #expect(secondary?.frame == split?.viewIfLoaded?.bounds)
        #expect(primary?.frame.width == UISplitViewController.primaryColumnWidth)
        #expect(split?.viewIfLoaded?.subviews.last === primary)
    }
}
