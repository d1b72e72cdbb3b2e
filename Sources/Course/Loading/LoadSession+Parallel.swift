import Foundation

extension LoadSession {
    /// Loads the lessons in `order` on every core at once (each lesson's files are its own, and
    /// parsing their YAML is most of a load's time), then keeps them and their problems in the
    /// course's order, as loading them one after another would.
    mutating func loadLessons(_ order: [(id: String, line: Int?)]) -> [Lesson] {
        let results = LessonResults(count: order.count)
        let files = files
        let languages = languages
        DispatchQueue.concurrentPerform(iterations: order.count) { index in
            var session = LoadSession(files: files)
            session.languages = languages
            let lesson = session.loadLesson(id: order[index].id, order: index + 1, line: order[index].line)
            results.store(index, lesson: lesson, problems: session.problems)
        }
        let collected = results.all()
        problems += collected.flatMap(\.problems)
        return collected.compactMap(\.lesson)
    }
}

/// The lessons loaded in parallel, by their place in the course; guarded by a lock.
private final class LessonResults: @unchecked Sendable {
    private var slots: [(lesson: Lesson?, problems: [CourseProblem])]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: (nil, []), count: count)
    }

    func store(_ index: Int, lesson: Lesson?, problems: [CourseProblem]) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = (lesson, problems)
    }

    func all() -> [(lesson: Lesson?, problems: [CourseProblem])] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
