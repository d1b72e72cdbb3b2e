/// `vctutor run …` read without ArgumentParser. ArgumentParser finds a command's arguments by
/// reflecting on its type, and its first casts of each property wrapper type to its protocols
/// each make the Swift runtime scan every protocol conformance in the binary (about 20 000):
/// a large part of a short run's start-up. A run's arguments are few and plain, so the usual
/// spellings are read here; anything else goes to ArgumentParser as before.
extension RunRequest {
    /// The request `arguments` (without the program's name) make when they are `run` followed
    /// only by paths and by the command's options spelled `--name value` or `--flag`, each
    /// given once (`--action` any number of times), with values that are valid; nil for
    /// anything else (help, a misspelt or unknown option, `--name=value`, short options, `--`,
    /// a value starting with `-`, a repeated option, a value the command refuses), which
    /// ArgumentParser then reads, answering as it always has. Tests check that both readers
    /// agree on every spelling this one accepts.
    init?(quickly arguments: [String]) {
        guard arguments.first == "run" else { return nil }
        var rest = arguments.dropFirst()
        var seen: Set<String> = []
        while let token = rest.popFirst() {
            guard !token.isEmpty, token != "help" else { return nil }
            guard token.hasPrefix("-") else {
                paths.append(token)
                continue
            }
            guard seen.insert(token).inserted || token == "--action" else { return nil }
            switch token {
            case "--trace": trace = true
            case "--tree": tree = true
            case "--screen": screen = true
            case "--json": json = true
            case "--no-color": noColor = true
            default:
                guard let value = rest.popFirst(), !value.isEmpty, !value.hasPrefix("-") else { return nil }
                switch token {
                case "--device": device = value
                case "--main-storyboard": mainStoryboard = value
                case "--action": actions.append(value)
                case "--lang": lang = value
                case "--memory-limit":
                    guard let number = Int(value) else { return nil }
                    memoryLimit = number
                case "--time-limit":
                    guard let number = Int(value) else { return nil }
                    timeLimit = number
                default: return nil
                }
            }
        }
        guard problem == nil, lang.map({ CourseLanguage(name: $0) != nil }) ?? true else { return nil }
    }
}
