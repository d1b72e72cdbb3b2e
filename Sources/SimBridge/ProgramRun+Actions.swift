import Foundation
import SwiftSubset
import UIKitSim

extension ProgramRun {
    /// What a simulated user does after the program launched (the course's `actions:`).
    public enum Action: Sendable, Hashable, CustomStringConvertible {
        /// Taps the front-most button with this title.
        case tapButton(String)
        /// Taps this row (0-based) of the front-most table, section 0.
        case tapRow(Int)
        /// Taps the front-most navigation bar's back button.
        case tapBack
        /// Taps this tab (0-based index into the tab bar controller's `viewControllers`).
        case tapTab(Int)
        /// Swipes the front-most page view controller to the next page.
        case swipeForward
        /// Swipes the front-most page view controller to the previous page.
        case swipeBack
        /// Taps the bar button item with this title in the front-most navigation bar
        /// (a system item by the title UIKitSim draws: `+` for `add`).
        case tapBarButton(String)
        /// Turns the device.
        case rotate(UIInterfaceOrientation)
        /// Swipes from the left edge to go back; not completed, the pop is cancelled.
        case edgeSwipeBack(completed: Bool)
        /// Swipes the front-most sheet down (a smaller detent, or an attempt to dismiss it).
        case swipeDownSheet
        /// Drags the front-most sheet up to its next larger detent.
        case swipeUpSheet
        /// Taps the button with this title of the front-most alert.
        case tapAlert(String)
        /// Closes the front-most presented screen, as its Cancel or Done button would.
        case dismissPresented
        /// Taps the accessory (detail) button of this row (0-based) of the front-most table.
        case tapAccessory(Int)
        /// Taps the toolbar item with this title in the front-most navigation controller's toolbar.
        case tapToolbarItem(String)
        /// Leaves the app for the home screen (the app goes to the background).
        case enterBackground
        /// Comes back to the app from the home screen.
        case enterForeground
        /// Puts a finger down at this point of the screen (key window coordinates) and lifts it:
        /// the hit view gets `touchesBegan(_:with:)`, then `touchesEnded(_:with:)`.
        case touch(x: Double, y: Double)
        /// Waits this many seconds of virtual time: timers due on the way fire.
        case wait(seconds: Double)
        /// Taps this item (0-based) of the front-most collection view, section 0.
        case tapItem(Int)

        /// The action as the course's `exercise.yaml` writes it (`tap-row: 2`).
        public var description: String {
            switch self {
            case .tapButton(let title): "tap-button: \(title)"
            case .tapRow(let row): "tap-row: \(row)"
            case .tapItem(let item): "tap-item: \(item)"
            case .tapBack: "tap-back"
            case .tapTab(let index): "tap-tab: \(index)"
            case .swipeForward: "swipe-forward"
            case .swipeBack: "swipe-back"
            case .tapBarButton(let title): "tap-bar-button: \(title)"
            case .rotate(let orientation): "rotate: \(Self.orientationNames[orientation] ?? "portrait")"
            case .edgeSwipeBack(let completed): completed ? "edge-swipe-back" : "edge-swipe-back-cancelled"
            case .swipeDownSheet: "swipe-down-sheet"
            case .swipeUpSheet: "swipe-up-sheet"
            case .tapAlert(let title): "tap-alert: \(title)"
            case .dismissPresented: "dismiss-presented"
            case .tapAccessory(let row): "tap-accessory: \(row)"
            case .tapToolbarItem(let title): "tap-toolbar-item: \(title)"
            case .enterBackground: "enter-background"
            case .enterForeground: "enter-foreground"
            case .touch(let x, let y): "touch: \(Self.number(x)),\(Self.number(y))"
            case .wait(let seconds): "wait: \(Self.number(seconds))"
            }
        }

        /// A number as the action's text writes it: `12` when whole, else `12.5`.
        static func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
        }

        static let orientationNames: [UIInterfaceOrientation: String] = [
            .portrait: "portrait", .portraitUpsideDown: "portrait-upside-down",
            .landscapeLeft: "landscape-left", .landscapeRight: "landscape-right",
        ]

        /// Does the action on `simulation` and turns its run loop until idle; returns why it
        /// could not be done (nothing to act on), or nil when it was done.
        func apply(to simulation: Simulation) -> String? {
            do {
                switch self {
                case .tapButton(let title): try simulation.tapButton(titled: title)
                case .tapRow(let row): try simulation.tapRow(row)
                case .tapItem(let item): try simulation.tapItem(item)
                case .tapBack: try simulation.tapBackButton()
                case .tapTab(let index): try simulation.tapTab(at: index)
                case .swipeForward: try simulation.swipePage(.forward)
                case .swipeBack: try simulation.swipePage(.reverse)
                case .tapBarButton(let title): try simulation.tapBarButton(titled: title)
                case .rotate(let orientation): try simulation.rotate(to: orientation)
                case .edgeSwipeBack(let completed): try simulation.swipeBackFromEdge(completing: completed)
                case .swipeDownSheet: try simulation.swipeDownSheet()
                case .swipeUpSheet: try simulation.swipeUpSheet()
                case .tapAlert(let title): try simulation.tapAlertAction(titled: title)
                case .dismissPresented: try simulation.dismissFrontPresented()
                case .tapAccessory(let row): try simulation.tapAccessory(row)
                case .tapToolbarItem(let title): try simulation.tapToolbarItem(titled: title)
                case .enterBackground: try simulation.enterBackground()
                case .enterForeground: try simulation.enterForeground()
                case .touch(let x, let y): try simulation.touch(at: CGPoint(x: x, y: y))
                case .wait(let seconds): simulation.wait(seconds)
                }
                return nil
            } catch {
                return (error as? UserActionError)?.description ?? "\(error)"
            }
        }
    }

    /// The console line recorded when an action cannot be done (nothing to tap), after which
    /// the remaining actions are skipped: the app is not where the actions expect it to be.
    public static func refusedActionLine(_ action: Action, _ reason: String) -> String {
        "vctutor: could not perform '\(action)': \(reason); the remaining actions were skipped"
    }

    /// Runs the program (if it has not run yet), then performs `actions` in order as a user
    /// would, turning the run loop until idle after each, and returns the updated report.
    ///
    /// Script callbacks the actions reach run under the same limits as the top-level code, and
    /// what they print joins the output. A script error or an uncaught UIKit exception raised in
    /// a callback ends the run as it would have during the top-level code (status `exception`
    /// or `limit`), and later actions are not performed. Nothing is performed when the program
    /// did not end well. An action with nothing to act on (no such button on screen) adds a
    /// line to the log and skips the rest.
    @discardableResult
    public func perform(_ actions: [Action]) -> RunReport {
        let launched = run()
        guard launched.status == RunStatus.ok.rawValue, let globals, let bridge, !actions.isEmpty else {
            return launched
        }
        var ending: Interrupt?
        var refusal: String?
        LargeStack.run {
            // Whatever the launch left on the run loop happens before the user's first touch.
            do throws(Interrupt) {
                try globals.resumed { bridge.within { _ = self.simulation.runUntilIdle() } }
                try bridge.surface()
            } catch {
                ending = error
                return
            }
            for action in actions {
                var reason: String?
                do throws(Interrupt) {
                    // Within the bridge: UIKit's statics (and the run's storyboards) are current.
                    try globals.resumed { reason = bridge.within { action.apply(to: self.simulation) } }
                    try bridge.surface()
                } catch {
                    ending = error
                    return
                }
                if let reason {
                    refusal = Self.refusedActionLine(action, reason)
                    return
                }
            }
        }
        let updated = report(afterActionsWith: globals, ending: ending, refusal: refusal, before: launched)
        report = updated
        return updated
    }

    /// The report after the actions: output, trace and log as they are now.
    private func report(
        afterActionsWith globals: RetainedGlobals, ending: Interrupt?, refusal: String?, before: RunReport
    ) -> RunReport {
        var status = before.status
        var exception: RunReport.ExceptionEntry?
        var diagnostics = before.diagnostics
        if let ending {
            let described = globals.ending(for: ending)
            status = described.status.rawValue
            if described.status == .diagnostics {
                // Something the interpreter or the simulator does not support, reached by an
                // action: refused as at launch, with the message and its place.
                let point = globals.faultLocation ?? SourcePoint(line: 1, column: 1)
                let message = described.message.hasPrefix("error: ") ? String(described.message.dropFirst(7)) : described.message
                diagnostics.append(diagnosticEntry(severity: "error", line: point.line, column: point.column,
                                                   message: message, id: "unsupported"))
            }
            renderedRuntimeError = joined?.render(described.message, at: globals.faultLocation) ?? described.message + "\n"
            if let name = described.exceptionName {
                exception = RunReport.ExceptionEntry(name: name, reason: described.exceptionReason ?? described.message)
            }
        }
        return RunReport(
            status: status,
            output: globals.output,
            trace: simulation.trace.map { RunReport.TraceEntry(object: $0.object, event: $0.event, detail: $0.detail) },
            log: simulation.log + (refusal.map { [$0] } ?? []),
            diagnostics: diagnostics,
            exception: exception)
    }
}
