import SwiftSubset

/// Objective-C selectors that a storyboard names (an unwind segue's `unwindToList:`) and the
/// script methods they mean.
enum ObjCSelector {
    /// The Swift name of a one-argument Objective-C selector that the script object implements:
    /// `unwindToList:` is the method `unwindToList(_:)`, `unwindWithSegue:` is `unwind(segue:)`.
    /// A selector without a colon (an action without a sender, `refresh`) is `refresh()`; one
    /// with several (`makeDetail:sender:`) is `makeDetail(_:sender:)`.
    static func methodName(forSelector selector: String, in script: AnyObject) -> String? {
        if !selector.contains(":") {
            let name = "\(selector)()"
            return HostCallbacks.implements(script, name) ? name : nil
        }
        guard selector.hasSuffix(":") else { return nil }
        let parts = selector.split(separator: ":")
        if parts.count > 1 {
            // `makeDetail:sender:segueIdentifier:` is `makeDetail(_:sender:segueIdentifier:)`.
            let name = "\(parts[0])(_:\(parts.dropFirst().map { "\($0):" }.joined()))"
            return HostCallbacks.implements(script, name) ? name : nil
        }
        let base = String(selector.dropLast())
        var candidates = ["\(base)(_:)"]
        if let with = base.range(of: "With", options: .backwards), with.upperBound < base.endIndex {
            let label = base[with.upperBound...]
            let name = base[..<with.lowerBound]
            candidates.append("\(name)(\(label.prefix(1).lowercased() + label.dropFirst()):)")
        }
        return candidates.first { HostCallbacks.implements(script, $0) }
    }
}
