import Foundation
import Testing
@testable import UIKitSim

/// A subclass behaviour standing in for an interpreted class: it implements the methods in
/// `answers` (returning the given value) and records every method UIKitSim asks about.
private final class RecordingBehaviour: SubclassBehaviour {
    let className: String
    var answers: [String: Any?]
    var asked: [String] = []

    init(className: String, answers: [String: Any?]) {
        self.className = className
        self.answers = answers
    }

    func perform(_ method: String, on object: AnyObject, with arguments: [Any?]) -> SubclassResult? {
        asked.append(method)
        guard let answer = answers[method] else { return nil }
        return SubclassResult(answer)
    }

    func implements(_ method: String) -> Bool { answers[method] != nil }
}

/// The dispatch point of `SubclassBehaviour.swift`: what UIKitSim promises a host of
/// interpreted subclasses (its own contract; UIKit's behaviour is checked elsewhere).
struct SubclassBehaviourTests {
    @Test func aControllerMadeForASubclassTakesItsNameAndAsksItByMethodName() {
        let simulation = Simulation()
        let behaviour = RecordingBehaviour(className: "Inbox", answers: ["viewDidLoad()": nil])
        let window = simulation.run { () -> UIWindow in
            let inbox = simulation.making(behaviour, as: "UIViewController") { UIViewController() }
            let window = UIWindow()
            window.rootViewController = inbox
            window.makeKeyAndVisible()
            return window
        }
        #expect(window.rootViewController?.description.hasPrefix("<Inbox: 0x") == true)
        #expect(simulation.lines.contains("Inbox.viewDidLoad"))
        #expect(Array(behaviour.asked.prefix(3)) == ["loadView()", "viewDidLoad()", "viewWillAppear(_:)"])
    }

    @Test func objectsMadeOnTheWayDoNotTakeTheBehaviour() {
        let simulation = Simulation()
        let behaviour = RecordingBehaviour(className: "BadgeCell", answers: [:])
        let cell = simulation.withCurrent {
            simulation.making(behaviour, as: "UITableViewCell") { UITableViewCell(style: .default, reuseIdentifier: nil) }
        }
        #expect(cell.subclassBehaviour === behaviour)
        #expect(cell.textLabel?.subclassBehaviour == nil)
        #expect(cell.simulatedClassName == "BadgeCell")
    }

    @Test func aTableControllersDataSourceMethodsAnswerFromTheSubclass() {
        let simulation = Simulation()
        let behaviour = RecordingBehaviour(className: "Rows", answers: ["tableView(_:numberOfRowsInSection:)": 7])
        let rows = simulation.withCurrent {
            simulation.making(behaviour, as: "UITableViewController") { UITableViewController(style: .plain) }
        }
        let table = simulation.withCurrent { UITableView(frame: .zero, style: .plain) }
        #expect(rows.tableView(table, numberOfRowsInSection: 0) == 7)
        #expect(rows.numberOfSections(in: table) == 1)
        #expect(behaviour.asked == ["tableView(_:numberOfRowsInSection:)", "numberOfSections(in:)"])
    }

    @Test func aSegueAsksForPerformAndAnUnwindActionBySelector() {
        let simulation = Simulation()
        let behaviour = RecordingBehaviour(className: "Fade", answers: ["perform()": nil, "unwindToList:": nil])
        simulation.withCurrent {
            let source = UIViewController()
            let segue = UIStoryboardSegue(identifier: "fade", source: source, destination: UIViewController()) {
                Issue.record("UIKitSim's own perform ran although the subclass overrides it")
            }
            segue.subclassBehaviour = behaviour
            segue.perform()
            source.subclassBehaviour = behaviour
            #expect(source.subclassUnwindAction(named: "unwindToList:") != nil)
            #expect(source.subclassUnwindAction(named: "unwindToStart:") == nil)
        }
        #expect(behaviour.asked == ["perform()"])
    }
}
