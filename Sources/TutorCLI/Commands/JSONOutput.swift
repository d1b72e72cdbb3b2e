import Foundation

extension TutorContext {
    /// Prints `value` as JSON (keys sorted, pretty-printed) and a newline.
    func printJSON<T: Encodable>(_ value: T) throws {
        output.write(String(decoding: try JSONEncoder.readable.encode(value), as: UTF8.self) + "\n")
    }
}

extension JSONEncoder {
    /// Indented JSON with sorted keys, unescaped slashes and ISO 8601 dates, as the commands
    /// print it.
    static var readable: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }
}
