/// The teacher's page's words, in the teacher's language (from `Content/<lang>/ui.yaml`).
/// `{n}` and `{total}` are filled in by the page.
public struct DashboardText: Sendable, Codable, Equatable {
    /// The page's `lang` attribute (`en`, `ru`, `zh-Hans`).
    public var lang: String
    public var title: String
    /// How students join, e.g. `vctutor class join 192.168.1.5:{port} --name NAME` (the page
    /// fills in `{port}` from its own address).
    public var joinHint: String
    public var joined: String
    public var nobody: String
    public var lobby: String
    /// "Question {n} of {total}".
    public var questionOf: String
    /// "{n} answered".
    public var answered: String
    public var finished: String
    public var next: String
    public var analysis: String
    public var facility: String
    public var discrimination: String
    public var noAnalysis: String
    /// "Cronbach's α".
    public var alpha: String
    public var score: String

    /// Makes the words.
    public init(
        lang: String, title: String, joinHint: String, joined: String, nobody: String, lobby: String,
        questionOf: String, answered: String, finished: String, next: String, analysis: String,
        facility: String, discrimination: String, noAnalysis: String, alpha: String, score: String
    ) {
        self.lang = lang
        self.title = title
        self.joinHint = joinHint
        self.joined = joined
        self.nobody = nobody
        self.lobby = lobby
        self.questionOf = questionOf
        self.answered = answered
        self.finished = finished
        self.next = next
        self.analysis = analysis
        self.facility = facility
        self.discrimination = discrimination
        self.noAnalysis = noAnalysis
        self.alpha = alpha
        self.score = score
    }
}
