/// ANSI styles, applied only when colour is on.
package struct TerminalStyle: Sendable {
    /// Whether to emit escape sequences at all.
    package let colour: Bool

    package init(colour: Bool) { self.colour = colour }

    package enum Code: String, Sendable {
        case bold = "1", dim = "2", italic = "3", underline = "4"
        case red = "31", green = "32", yellow = "33", blue = "34", magenta = "35", cyan = "36", grey = "90"
    }

    /// `text` wrapped in the given styles, or `text` itself without colour.
    package func apply(_ codes: [Code], _ text: String) -> String {
        guard colour, !codes.isEmpty, !text.isEmpty else { return text }
        return "\u{1B}[" + codes.map(\.rawValue).joined(separator: ";") + "m" + text + "\u{1B}[0m"
    }
}
