import Foundation
import UIKitSim

extension ProgramRun.Action {
    /// Why a line of text is not an action; `description` says what to write instead.
    public struct TextProblem: Error, Sendable, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// What an action's text takes after its name.
    private enum Argument {
        case none, title, index, orientation, point, seconds
    }

    /// Every action's name, what it takes, and how it is made: the one table behind
    /// `init(text:)`, `spellings` and the course's `actions:` (a round-trip test holds
    /// `description` to it).
    private static let table: [(name: String, argument: Argument, make: @Sendable (String) -> Self?)] = [
        ("tap-button", .title, { .tapButton($0) }),
        ("tap-row", .index, { Int($0).map(Self.tapRow) }),
        ("tap-item", .index, { Int($0).map(Self.tapItem) }),
        ("tap-tab", .index, { Int($0).map(Self.tapTab) }),
        ("tap-back", .none, { _ in .tapBack }),
        ("swipe-forward", .none, { _ in .swipeForward }),
        ("swipe-back", .none, { _ in .swipeBack }),
        ("rotate", .orientation, { name in orientationNames.first { $0.value == name }.map { .rotate($0.key) } }),
        ("edge-swipe-back", .none, { _ in .edgeSwipeBack(completed: true) }),
        ("edge-swipe-back-cancelled", .none, { _ in .edgeSwipeBack(completed: false) }),
        ("swipe-down-sheet", .none, { _ in .swipeDownSheet }),
        ("swipe-up-sheet", .none, { _ in .swipeUpSheet }),
        ("dismiss-presented", .none, { _ in .dismissPresented }),
        ("tap-alert", .title, { .tapAlert($0) }),
        ("tap-accessory", .index, { Int($0).map(Self.tapAccessory) }),
        ("tap-toolbar-item", .title, { .tapToolbarItem($0) }),
        ("tap-bar-button", .title, { .tapBarButton($0) }),
        ("enter-background", .none, { _ in .enterBackground }),
        ("enter-foreground", .none, { _ in .enterForeground }),
        ("touch", .point, { text in point(text).map { .touch(x: $0.x, y: $0.y) } }),
        ("wait", .seconds, { text in Double(text).flatMap { $0 >= 0 && $0.isFinite ? .wait(seconds: $0) : nil } }),
    ]

    /// The orientations `rotate:` takes, by name, in a fixed order.
    private static var orientationSpellings: String {
        [UIInterfaceOrientation.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
            .compactMap { orientationNames[$0] }.joined(separator: "|")
    }

    /// Every action as it is written, for messages: `tap-button: TITLE, tap-row: N, …`.
    public static var spellings: String {
        table.map { entry in
            switch entry.argument {
            case .none: entry.name
            case .title: "\(entry.name): TITLE"
            case .index: "\(entry.name): N"
            case .orientation: "\(entry.name): \(orientationSpellings)"
            case .point: "\(entry.name): X,Y"
            case .seconds: "\(entry.name): SECONDS"
            }
        }.joined(separator: ", ")
    }

    /// Two finite numbers separated by a comma (`120,300`, `12.5, 40`).
    private static func point(_ text: String) -> (x: Double, y: Double)? {
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 2, let x = numbers[0], let y = numbers[1], x.isFinite, y.isFinite else { return nil }
        return (x, y)
    }

    /// Reads an action as the course and `vctutor run --action` write it: a name alone
    /// (`tap-back`) or a name, a colon and its argument (`tap-row: 2`, `tap-button: Save`).
    public init(text: String) throws(TextProblem) {
        let parts = text.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        let name = parts.first ?? ""
        let argument = parts.count == 2 ? parts[1] : nil
        guard let entry = Self.table.first(where: { $0.name == name }) else {
            throw TextProblem(description: "unknown action '\(name)'; use \(Self.spellings)")
        }
        switch (entry.argument, argument) {
        case (.none, nil):
            break
        case (.none, let extra?):
            throw TextProblem(description: "'\(name)' takes nothing after it, not '\(extra)'")
        case (_, nil), (_, ""?):
            throw TextProblem(description: Self.missingArgument(name, entry.argument))
        default:
            break
        }
        guard let action = entry.make(argument ?? "") else {
            switch entry.argument {
            case .orientation:
                throw TextProblem(description: "unknown orientation '\(argument ?? "")' for 'rotate'; use \(Self.orientationSpellings)")
            case .point:
                throw TextProblem(description: "'\(name)' takes a point as two numbers and a comma ('\(name): 120,300', in points from the top left of the screen), not '\(argument ?? "")'")
            case .seconds:
                throw TextProblem(description: "'\(name)' takes a number of seconds, 0 or more ('\(name): 1.5'), not '\(argument ?? "")'")
            default:
                break
            }
            throw TextProblem(description: "'\(name)' takes a whole number (0 is the first), not '\(argument ?? "")'")
        }
        self = action
    }

    /// What to write after the name, when nothing was.
    private static func missingArgument(_ name: String, _ argument: Argument) -> String {
        switch argument {
        case .none: "'\(name)' takes nothing"
        case .title: "'\(name)' needs a title after a colon ('\(name): TITLE')"
        case .index: "'\(name)' needs a whole number after a colon ('\(name): 0' is the first)"
        case .orientation: "'\(name)' needs an orientation after a colon: \(orientationSpellings)"
        case .point: "'\(name)' needs a point after a colon ('\(name): 120,300')"
        case .seconds: "'\(name)' needs a number of seconds after a colon ('\(name): 1.5')"
        }
    }
}

/// Actions are stored as the text they are written as (`"tap-row: 2"`).
extension ProgramRun.Action: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            try self.init(text: text)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
