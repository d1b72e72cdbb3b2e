import Foundation
import SimBridge
import Testing
import UIKitSim

/// The one table of actions as they are written (`tap-row: 2`), shared by the course's
/// `actions:`, the app corpus's `actions.txt` and `vctutor run --action`.
@Suite struct ActionTextTests {
    static let every: [ProgramRun.Action] = [
        .tapButton("Save"), .tapRow(2), .tapBack, .tapTab(1), .swipeForward, .swipeBack,
        .tapBarButton("Edit"), .rotate(.landscapeLeft), .rotate(.portraitUpsideDown),
        .edgeSwipeBack(completed: true), .edgeSwipeBack(completed: false), .swipeDownSheet, .swipeUpSheet,
        .tapAlert("OK"), .dismissPresented, .tapAccessory(0), .tapToolbarItem("Compose"),
        .enterBackground, .enterForeground, .touch(x: 20, y: 110.5), .wait(seconds: 2.5), .wait(seconds: 0),
    ]

    @Test(arguments: every) func anActionReadsBackFromItsOwnText(action: ProgramRun.Action) throws {
        #expect(try ProgramRun.Action(text: action.description) == action)
    }

    @Test func spacesAroundTheColonDoNotMatterAndTitlesKeepTheirColons() throws {
        #expect(try ProgramRun.Action(text: "tap-row:2") == .tapRow(2))
        #expect(try ProgramRun.Action(text: "tap-button:  Time: 10:00 ") == .tapButton("Time: 10:00"))
    }

    @Test(arguments: [
        ("tap-rwo: 1", "unknown action 'tap-rwo'"),
        ("tap-row", "'tap-row' needs a whole number"),
        ("tap-row: two", "'tap-row' takes a whole number (0 is the first), not 'two'"),
        ("tap-back: now", "'tap-back' takes nothing after it, not 'now'"),
        ("rotate: sideways", "unknown orientation 'sideways' for 'rotate'"),
        ("tap-button:", "'tap-button' needs a title"),
        ("touch: 20", "'touch' takes a point as two numbers and a comma ('touch: 120,300'"),
        ("touch: a,b", "not 'a,b'"),
        ("touch", "'touch' needs a point after a colon"),
        ("wait: -1", "'wait' takes a number of seconds, 0 or more"),
        ("wait: soon", "not 'soon'"),
    ])
    func aWrongTextSaysWhatIsWrong(text: String, message: String) {
        #expect(throws: ProgramRun.Action.TextProblem.self) { try ProgramRun.Action(text: text) }
        do {
            _ = try ProgramRun.Action(text: text)
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }

    @Test func aPointMayHaveSpacesAfterItsComma() throws {
        #expect(try ProgramRun.Action(text: "touch: 12.5, 40") == .touch(x: 12.5, y: 40))
        #expect(ProgramRun.Action.touch(x: 12.5, y: 40).description == "touch: 12.5,40")
    }

    @Test func actionsAreStoredAsTheirText() throws {
        let data = try JSONEncoder().encode([ProgramRun.Action.tapRow(2), .tapBack])
        #expect(String(decoding: data, as: UTF8.self) == #"["tap-row: 2","tap-back"]"#)
        #expect(try JSONDecoder().decode([ProgramRun.Action].self, from: data) == [.tapRow(2), .tapBack])
    }
}
