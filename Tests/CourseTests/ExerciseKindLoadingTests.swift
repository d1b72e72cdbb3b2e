import Testing
@testable import Course

/// `kind:` in `exercise.yaml`: required, one of build, fix, predict; a predict exercise has a
/// prediction check.
struct ExerciseKindLoadingTests {
    static let file = "Lessons/alpha/exercises/first-root/exercise.yaml"

    func problems(_ kindLine: String, checks: String = "  - {id: window-is-key, expect: key-window}") throws -> [CourseProblem] {
        let root = try Fixtures.copyOfTiny()
        try Fixtures.write("id: first-root\n\(kindLine)device: iphone\nentry: app\nchecks:\n\(checks)\n", to: Self.file, in: root)
        return CourseLoader(root: root).load().problems.filter { $0.file == Self.file && $0.id != .mistakeUnknownCheck }
    }

    @Test func theTinyCoursesExerciseIsABuildExercise() throws {
        #expect(try Fixtures.tinyCourse().exercise(id: "first-root")?.kind == .build)
    }

    @Test func aMissingKindIsAnError() throws {
        let found = try problems("")
        #expect(found.map(\.id) == [.fieldMissing])
        #expect(found.first?.message == "exercise.yaml has no 'kind'; say what the learner does: build, fix, predict")
    }

    @Test func anUnknownKindIsAnErrorAtItsLine() throws {
        let found = try problems("kind: complete\n")
        #expect(found.map(\.id) == [.fieldInvalid])
        #expect(found.first?.line == 2)
        #expect(found.first?.message.hasPrefix("kind 'complete' is unknown; use build, fix, predict") == true)
    }

    @Test func aPredictExerciseNeedsAPredictionCheck() throws {
        let found = try problems("kind: predict\n")
        #expect(found.map(\.id) == [.fieldMissing])
        #expect(found.first?.message.contains("'expect: prediction'") == true)
        #expect(try problems("kind: predict\n", checks: "  - {id: p, expect: prediction}").isEmpty)
    }
}
