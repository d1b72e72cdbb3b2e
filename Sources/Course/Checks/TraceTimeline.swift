/// One entry of a run's timeline: a callback UIKit delivered, or a line the program printed.
enum TimelineEntry: Sendable, Hashable {
    case event(TraceEvent)
    case line(String)
}

extension AppSnapshot {
    /// The trace with each printed line placed where it was printed: before the first event
    /// that came after it (events record how much had been printed by then). Lines of a run
    /// that did not tell are all placed after the events.
    var timeline: [TimelineEntry] {
        var lines: [(start: Int, text: String)] = []
        var start = 0
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.isEmpty { lines.append((start, String(line))) }
            start += line.utf8.count + 1
        }
        var entries: [TimelineEntry] = []
        var nextLine = lines.startIndex
        for event in trace {
            if let printed = event.printedBefore {
                while nextLine < lines.endIndex, lines[nextLine].start < printed {
                    entries.append(.line(lines[nextLine].text))
                    nextLine += 1
                }
            }
            entries.append(.event(event))
        }
        entries += lines[nextLine...].map { .line($0.text) }
        return entries
    }
}

extension TraceStep {
    /// Whether an entry of the timeline matches: an event as `matches(_:)` says, a printed
    /// line when the step is `printed:` text the line contains.
    func matches(_ entry: TimelineEntry) -> Bool {
        switch entry {
        case let .event(event): return matches(event)
        case let .line(line): return printed.map { line.contains($0) } ?? false
        }
    }
}
