import Testing
@testable import SimBridge
import UIKitSim

/// `@main` apps, storyboards, segues and deinit: each program of this folder compiled natively
/// against UIKitSim and interpreted through SimBridge must print the same and trace the same.
struct DifferentialAppTests {
    static func fruitClasses() -> StoryboardClassRegistry {
        let registry = StoryboardClassRegistry()
        registry.register("DiffFruitListVC") { DiffFruitListVC() }
        registry.register("DiffFruitVC") { DiffFruitVC() }
        return registry
    }

    static func launchClasses() -> StoryboardClassRegistry {
        let registry = StoryboardClassRegistry()
        registry.register("DiffHomeVC") { DiffHomeVC() }
        registry.register("DiffAboutVC") { DiffAboutVC() }
        return registry
    }

    static let fruitFile = ProgramFile(name: "Main.storyboard", text: DiffStoryboards.fruit)
    static let launchFile = ProgramFile(name: "Main.storyboard", text: DiffStoryboards.launch)

    static func expectOK(_ report: RunReport) {
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
    }

    @Test func codeOnlyLaunchPrintsAndTracesAlike() throws {
        let native = try Differential.launchNatively { DiffCodeAppDelegate() }
        let (program, report) = try Differential.interpret("LaunchProgram.swift")
        Self.expectOK(report)
        #expect(native.output.contains("launched"))
        #expect(report.output == native.output)
        #expect(program.simulation.traceLines == native.simulation.traceLines)
        #expect(program.simulation.traceLines.first == "DiffCodeAppDelegate.application(_:willFinishLaunchingWithOptions:)")
    }

    @Test func storyboardLaunchPrintsAndTracesAlike() throws {
        let native = try Differential.launchNatively(storyboards: ["Main": DiffStoryboards.launch],
                                                     classes: Self.launchClasses(), mainStoryboard: "Main") {
            DiffStoryboardAppDelegate()
        }
        let (program, report) = try Differential.interpret("StoryboardLaunchProgram.swift", files: [Self.launchFile],
                                                           mainStoryboard: "Main")
        Self.expectOK(report)
        #expect(native.output.contains("Welcome back"))
        #expect(report.output == native.output)
        #expect(program.simulation.traceLines == native.simulation.traceLines)
    }

    @Test func infoPlistNamesTheMainStoryboardLikeTheOption() throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
        """
        let native = try Differential.launchNatively(storyboards: ["Main": DiffStoryboards.launch],
                                                     classes: Self.launchClasses(), mainStoryboard: "Main") {
            DiffStoryboardAppDelegate()
        }
        let (program, report) = try Differential.interpret(
            "StoryboardLaunchProgram.swift", files: [Self.launchFile, ProgramFile(name: "Info.plist", text: plist)])
        Self.expectOK(report)
        #expect(report.output == native.output)
        #expect(program.simulation.traceLines == native.simulation.traceLines)
    }

    @Test func seguePrepareAndUnwindPrintAndTraceAlike() throws {
        let native = try Differential.launchNatively(storyboards: ["Main": DiffStoryboards.fruit],
                                                     classes: Self.fruitClasses(), mainStoryboard: "Main") {
            DiffFruitAppDelegate()
        }
        let (program, report) = try Differential.interpret("SegueProgram.swift", files: [Self.fruitFile],
                                                           mainStoryboard: "Main")
        Self.expectOK(report)
        #expect(native.output.contains("unwound from Pear"))
        #expect(report.output == native.output)
        #expect(program.simulation.traceLines == native.simulation.traceLines)
    }

    @Test func tappedSegueAsksShouldPerformAlike() throws {
        let native = try Differential.launchNatively(storyboards: ["Main": DiffStoryboards.fruit],
                                                     classes: Self.fruitClasses(), mainStoryboard: "Main") {
            DiffFruitAppDelegate()
        }
        let (program, report) = try Differential.interpret("SegueProgram.swift", files: [Self.fruitFile],
                                                           mainStoryboard: "Main")
        Self.expectOK(report)
        try Differential.tap("Blocked", in: native.simulation)
        try Differential.tap("Blocked", in: program.simulation)
        try Differential.tap("Open", in: native.simulation)
        try Differential.tap("Open", in: program.simulation)
        #expect(native.simulation.traceLines.contains("DiffFruitListVC.shouldPerformSegue(withIdentifier:sender:) blocked"))
        #expect(!native.simulation.traceLines.contains("DiffFruitListVC.prepare(for:sender:) blocked"))
        #expect(native.simulation.traceLines.contains("DiffFruitListVC.shouldPerformSegue(withIdentifier:sender:) showFruit"))
        #expect(program.simulation.traceLines == native.simulation.traceLines)
    }

    @Test func customSegueClassPerformsAlike() throws {
        let registry = StoryboardClassRegistry()
        registry.register("DiffCoverVC") { DiffCoverVC() }
        registry.register("DiffFirstPageVC") { DiffFirstPageVC() }
        registry.registerSegue("DiffFadeSegue") { DiffFadeSegue(identifier: $0, source: $1, destination: $2) }
        let native = try Differential.launchNatively(storyboards: ["Main": DiffStoryboards.customSegue],
                                                     classes: registry, mainStoryboard: "Main") {
            DiffFadeAppDelegate()
        }
        let (program, report) = try Differential.interpret(
            "CustomSegueProgram.swift", files: [ProgramFile(name: "Main.storyboard", text: DiffStoryboards.customSegue)],
            mainStoryboard: "Main")
        Self.expectOK(report)
        #expect(native.output.contains("fading to <DiffFirstPageVC"))
        #expect(native.output.contains("first page on screen"))
        #expect(report.output == native.output)
        #expect(program.simulation.traceLines == native.simulation.traceLines)
    }

    @Test func freedControllersTraceDeinitAlike() throws {
        var window: UIWindow?
        let native = Differential.runNatively { window = diffDeinitProgram() }
        #expect(window != nil)
        let (program, report) = try Differential.interpret("DeinitProgram.swift", appending: "let kept = diffDeinitProgram()\n")
        Self.expectOK(report)
        #expect(native.output.contains("page freed"))
        #expect(report.output == native.output)
        #expect(program.simulation.traceLines == native.simulation.traceLines)
    }

    /// A popped page is freed when its pop's transition ends (after its didMove(toParent: nil),
    /// which UIKit sends after the uncovered controller's viewDidAppear, uikit-behaviour.md
    /// "Appearance"), a removed child when the loop that removed it ends, a dismissed sheet
    /// after the dismissal's completion handler: the order
    /// of compiled Swift's ARC (the navigation controller owns its stack, the presenting
    /// controller its presented one until the dismissal completes; UIKit's
    /// UINavigationController and dismiss(animated:completion:) documentation), checked
    /// against the same program compiled natively.
    @Test func releaseTimingPrintsAndTracesAlike() throws {
        var window: UIWindow?
        let native = Differential.runNatively { window = diffReleaseTimingProgram() }
        #expect(window != nil)
        let (program, report) = try Differential.interpret("ReleaseTimingProgram.swift",
                                                           appending: "let kept = diffReleaseTimingProgram()\n")
        Self.expectOK(report)
        #expect(native.output == """
            push asked
            pop asked
            page moved to a parent
            page off screen
            present asked
            child freed
            page moved to nothing
            page freed
            dismiss asked
            dismissal completed
            sheet freed

            """)
        #expect(report.output == native.output)
        #expect(program.simulation.traceLines == native.simulation.traceLines)
    }

    @Test func viewLoadingStatePrintsAndTracesAlike() throws {
        var window: UIWindow?
        let native = Differential.runNatively { window = diffViewLoadingProgram() }
        #expect(window != nil)
        let (program, report) = try Differential.interpret("ViewLoadingProgram.swift",
                                                           appending: "let kept = diffViewLoadingProgram()\n")
        Self.expectOK(report)
        #expect(native.output.contains("spare title: Grace"))
        #expect(report.output == native.output)
        #expect(program.simulation.traceLines == native.simulation.traceLines)
    }
}
