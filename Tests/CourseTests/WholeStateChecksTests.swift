import Testing
@testable import Course

/// The checks over the whole state: printed lines among the callbacks, counted output, whole
/// collections, a view's frame, and the `.content` step.
struct WholeStateChecksTests {
    func path(_ text: String) -> ControllerPath { ControllerPath(text)! }

    /// "started" printed inside viewWillAppear (after it, before viewDidAppear), "stopped" inside viewDidDisappear.
    static let clock = AppSnapshot(
        trace: [
            TraceEvent(object: "Clock", event: "viewWillAppear(_:)", printedBefore: 0),
            TraceEvent(object: "Clock", event: "viewDidAppear(_:)", printedBefore: 14),
            TraceEvent(object: "Clock", event: "viewDidDisappear(_:)", printedBefore: 14),
        ],
        output: "clock started\nclock stopped\n")

    @Test func printedLinesArePlacedWhereTheyWerePrinted() {
        #expect(Self.clock.timeline == [
            .event(Self.clock.trace[0]), .line("clock started"), .event(Self.clock.trace[1]),
            .event(Self.clock.trace[2]), .line("clock stopped"),
        ])
    }

    @Test func aTraceCheckOrdersPrintedLinesAgainstCallbacks() {
        let startedAfterWillAppear = Expectation.trace(contains: [
            TraceStep(object: "Clock", event: "viewWillAppear(_:)"), TraceStep(printed: "started"),
            TraceStep(object: "Clock", event: "viewDidAppear(_:)"),
        ])
        #expect(CheckEvaluator.evaluate(startedAfterWillAppear, in: Self.clock).passed)
        let startedAfterDidAppear = Expectation.trace(contains: [
            TraceStep(object: "Clock", event: "viewDidAppear(_:)"), TraceStep(printed: "started"),
        ])
        let result = CheckEvaluator.evaluate(startedAfterDidAppear, in: Self.clock)
        #expect(!result.passed)
        #expect(Phrasebook(language: .english).render(result.found)
            == #"no print("started") after Clock.viewDidAppear(_:)"#)
    }

    @Test func outputTimesCountsEveryOccurrence() {
        let snapshot = AppSnapshot(output: "Home says: hi\nHome says: hi\n")
        let once = CheckEvaluator.evaluate(.outputCount(contains: "Home says:", times: 1), in: snapshot)
        #expect(!once.passed)
        #expect(once.found == .number(2))
        #expect(CheckEvaluator.evaluate(.outputCount(contains: "Home says:", times: 2), in: snapshot).passed)
    }

    @Test func classesAndTitlesCompareTheWholeCollectionInOrder() {
        let stack = SnapshotSamples.navigation(stack: ["InboxViewController", "InboxViewController"])
        let alone = CheckEvaluator.evaluate(
            .each(at: path("root.viewControllers"), facet: .classes, equals: ["InboxViewController"]), in: stack)
        #expect(!alone.passed)
        #expect(alone.found == .value("InboxViewController, InboxViewController"))
        #expect(CheckEvaluator.evaluate(
            .each(at: path("root.viewControllers"), facet: .classes, equals: ["UIViewController", "InboxViewController"]),
            in: stack).passed)
        var titled = SnapshotSamples.navigation(stack: ["A", "B"])
        titled.controllers[2].title = nil
        let titles = CheckEvaluator.evaluate(.each(at: path("root.viewControllers"), facet: .titles, equals: ["Inbox", "Inbox"]), in: titled)
        #expect(!titles.passed)
        #expect(titles.found == .value("Inbox, nil"))
    }

    @Test func contentLooksThroughANavigationControllerOnly() {
        let stack = SnapshotSamples.navigation(stack: ["Compose", "Other"])
        #expect(CheckEvaluator.resolve(path("root.content"), in: stack)?.className == "Compose")
        #expect(CheckEvaluator.resolve(path("root.viewControllers[1].content"), in: stack)?.className == "Other")
    }

    /// The format is iOS's `print` of a CGRect and CGSize, `(x, y, width, height)` and
    /// `(width, height)`, as the bridge's prelude prints them (SimBridge UIKitHost+Geometry;
    /// swiftc on Linux prints Foundation's `CGRect(origin: …)` instead, which no iOS learner sees).
    @Test func viewFramesAndSizesReadAsPrintShowsThem() {
        var controller = ControllerSnapshot(id: 1, className: "Badge")
        #expect(controller.property("view.frame") == nil)
        controller.viewFrame = [0, 0, 393, 852]
        controller.subviewFrames = [[20, 20, 80, 40]]
        #expect(controller.property("view.frame") == "(0.0, 0.0, 393.0, 852.0)")
        #expect(controller.property("view.subviews[0].size") == "(80.0, 40.0)")
        #expect(controller.property("view.subviews[0].frame") == "(20.0, 20.0, 80.0, 40.0)")
        #expect(controller.property("view.subviews[1].size") == nil)
    }
}
