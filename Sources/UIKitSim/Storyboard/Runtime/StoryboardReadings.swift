import Foundation

/// Storyboards already read, by their text and file name, for a caller that runs the same files
/// again and again (a check's runs, `watch`): each text is read once, and every catalogue that
/// adds it gets the same document (a document is a value: nothing a run does changes it).
/// Reading the storyboard of a check's exercise took 1.5 M instructions, a twentieth of the check.
/// Shared by runs on several threads; it keeps at most `capacity` documents (a learner editing
/// a storyboard makes a new text at every save) and forgets them all when full.
public final class StoryboardReadings: @unchecked Sendable {
    private struct Key: Hashable {
        let xml: String
        let fileName: String
    }

    private let lock = NSLock()
    private var documents: [Key: StoryboardDocument] = [:]
    /// How many documents are kept at most.
    public let capacity: Int

    /// An empty store of at most `capacity` documents.
    public init(capacity: Int = 16) {
        self.capacity = capacity
    }

    /// The document `xml` reads as, read now unless it was before. A text that does not read
    /// throws each time (its error is not kept).
    func document(xml: String, fileName: String) throws(StoryboardError) -> StoryboardDocument {
        let key = Key(xml: xml, fileName: fileName)
        if let known = lock.withLock({ documents[key] }) { return known }
        let document = try StoryboardDocument.parse(xml: xml, fileName: fileName)
        lock.withLock {
            if documents.count >= capacity { documents.removeAll() }
            documents[key] = document
        }
        return document
    }

    /// How many documents are kept now.
    public var count: Int { lock.withLock { documents.count } }
}
