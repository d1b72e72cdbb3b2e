import SwiftSubset

/// Reading script values in native code: through optionals, and whether a value is nil.
extension Value {
    /// The value inside any number of optional layers; `.void` for nil.
    var unwrapped: Value {
        if case .optional(let inner) = self { return inner?.unwrapped ?? .void }
        return self
    }

    /// The value itself, or the payload of an optional: for wrapping in `.optional`.
    var optionalPayload: Value? {
        if case .optional(let inner) = self { return inner }
        return self
    }

    /// Whether this is `.void` (what `unwrapped` gives for nil).
    var isVoid: Bool {
        if case .void = self { return true }
        return false
    }
}
