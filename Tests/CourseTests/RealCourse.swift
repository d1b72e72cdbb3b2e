import Foundation
@testable import Course

/// The course in the repository's `Lessons/` and `Content/`, loaded once for every test.
enum RealCourse {
    /// The course as far as it loads.
    static let course: Course = CourseLoader(root: Fixtures.packageRoot).load().course

    /// Every exercise's id, in course order (the arguments of parameterised tests).
    static let exerciseIDs: [String] = course.exercises.map(\.id)

    /// The exercise with this id.
    static func exercise(_ id: String) -> Exercise? { course.exercise(id: id) }
}
