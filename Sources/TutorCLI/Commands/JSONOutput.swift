import Foundation

extension TutorContext {
    /// Prints `value` as JSON (keys sorted, pretty-printed) and a newline.
    func printJSON<T: Encodable>(_ value: T) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        output.write(String(decoding: try encoder.encode(value), as: UTF8.self) + "\n")
    }
}
