import Classroom

/// Everything the teacher's screens show at one moment: the state, who has joined, each
/// question's answers grouped for the chart. The web page reads it as JSON (`/api/state`).
public struct ClassSnapshot: Codable, Equatable, Sendable {
    /// The quiz's title.
    public var quiz: String
    /// `lobby`, `question` or `finished`.
    public var phase: Phase
    /// The open question (0-based), or nil in the lobby and at the end.
    public var current: Int?
    /// Every student who joined, in joining order.
    public var students: [Student]
    /// Every question, in order.
    public var questions: [Question]
    /// The item analysis (Classroom's), once the quiz is finished.
    public var analysis: ItemAnalysisReport?

    /// Where the session is.
    public enum Phase: String, Codable, Sendable {
        case lobby, question, finished
    }

    /// A student, as the teacher sees them.
    public struct Student: Codable, Equatable, Sendable {
        public var name: String
        public var lang: String
        /// Whether their connection is open now.
        public var connected: Bool
        /// Right answers so far.
        public var right: Int
        /// Questions answered so far.
        public var answered: Int
    }

    /// A question with its answers so far.
    public struct Question: Codable, Equatable, Sendable {
        public var index: Int
        public var id: String
        /// The prompt in the teacher's language.
        public var prompt: String
        /// The options in the teacher's language (`a)`, `b)`… in this order).
        public var choices: [String]
        /// The right answer as typed.
        public var answer: String
        /// One bar per distinct answer: choices first in order, then other answers.
        public var bars: [Bar]
        /// How many students answered it.
        public var answered: Int
    }

    /// One bar of a question's chart.
    public struct Bar: Codable, Equatable, Sendable {
        /// The answer, as grouped (`b`, `a c`, `rootviewcontroller`).
        public var key: String
        public var count: Int
        /// Whether this answer is right.
        public var right: Bool
    }
}
