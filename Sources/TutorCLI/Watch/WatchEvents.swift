import Foundation

/// What `watch` reacts to.
enum WatchEvent: Equatable {
    /// A key the learner pressed (or a line typed with piped input): h, n, q.
    case key(Character)
    /// A workspace file was saved (or, with piped input, any other line): check again.
    case recheck
    /// The input ended (Ctrl-C, Ctrl-D, end of piped input): stop watching.
    case end
}

/// Where `watch` waits for its next event.
protocol WatchEventSource: AnyObject {
    /// The exercise whose files to watch; `watch` changes it on `n`.
    var exerciseId: String { get set }
    /// Waits for the next event.
    func next() -> WatchEvent
}

/// Piped input: one event per line read (`h`, `n`, `q`, or anything else to check again), the
/// end at the end of input.
final class LineWatchEvents: WatchEventSource {
    var exerciseId: String
    private let input: any LineReading

    init(input: any LineReading, exerciseId: String) {
        self.input = input
        self.exerciseId = exerciseId
    }

    func next() -> WatchEvent {
        switch input.readLine(prompt: "") {
        case .end, .interrupted:
            return .end
        case .line(let line):
            let word = line.trimmingCharacters(in: .whitespaces).lowercased()
            if word.count == 1, let key = word.first, "hnq".contains(key) { return .key(key) }
            return .recheck
        }
    }
}

/// A terminal: single key presses without Enter, and a save noticed by comparing the
/// exercise's files' modification times and sizes every ~200 ms.
final class TerminalWatchEvents: WatchEventSource {
    var exerciseId: String {
        didSet { stamps = workspace.stamps(exerciseId) }
    }
    private let workspace: ExerciseWorkspace
    private let keys: () -> UInt8?
    private var stamps: [String: FileStamp]

    /// `keys` returns a byte typed, or nil after waiting ~200 ms with none (``RawKeyReader/read()``).
    init(workspace: ExerciseWorkspace, exerciseId: String, keys: @escaping () -> UInt8?) {
        self.workspace = workspace
        self.exerciseId = exerciseId
        self.keys = keys
        self.stamps = workspace.stamps(exerciseId)
    }

    func next() -> WatchEvent {
        while true {
            if let byte = keys() {
                switch byte {
                case 3, 4: return .end  // Ctrl-C, Ctrl-D
                default:
                    let key = Character(Unicode.Scalar(byte)).lowercased().first ?? " "
                    if "hnq".contains(key) { return .key(key) }
                }
            }
            let now = workspace.stamps(exerciseId)
            if now != stamps {
                stamps = now
                return .recheck
            }
        }
    }
}
