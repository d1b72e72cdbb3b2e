import Foundation
import SwiftSubset

/// CGPoint, CGSize and CGRect as script structs (value semantics come from the interpreter),
/// and their conversion to and from Foundation's types for UIKitSim.
extension UIKitHost {
    /// Declared before every program. `print` shows them as on iOS: `(x, y, width, height)`.
    /// Parsed once per process (`Prelude`).
    static let geometry = Prelude(geometryPrelude, madeByHost: ["CGPoint", "CGSize", "CGRect"])
    static let geometryPrelude = """
    struct CGPoint: Equatable, CustomStringConvertible {
        var x: CGFloat
        var y: CGFloat
        init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
        static var zero: CGPoint { CGPoint(x: 0, y: 0) }
        var description: String { "(\\(x), \\(y))" }
    }
    struct CGSize: Equatable, CustomStringConvertible {
        var width: CGFloat
        var height: CGFloat
        init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }
        static var zero: CGSize { CGSize(width: 0, height: 0) }
        var description: String { "(\\(width), \\(height))" }
    }
    struct CGRect: Equatable, CustomStringConvertible {
        var origin: CGPoint
        var size: CGSize
        init(origin: CGPoint, size: CGSize) { self.origin = origin; self.size = size }
        init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
            origin = CGPoint(x: x, y: y)
            size = CGSize(width: width, height: height)
        }
        static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
        var width: CGFloat { size.width }
        var height: CGFloat { size.height }
        var minX: CGFloat { origin.x }
        var minY: CGFloat { origin.y }
        var maxX: CGFloat { origin.x + size.width }
        var maxY: CGFloat { origin.y + size.height }
        var midX: CGFloat { origin.x + size.width / 2 }
        var midY: CGFloat { origin.y + size.height / 2 }
        var description: String { "(\\(origin.x), \\(origin.y), \\(size.width), \\(size.height))" }
    }

    """

    /// The script value of a native rectangle.
    func value(_ rect: CGRect) -> Value {
        let types = types
        let origin = types.structValue("CGPoint", [.double(Double(rect.origin.x)), .double(Double(rect.origin.y))])
        let size = types.structValue("CGSize", [.double(Double(rect.size.width)), .double(Double(rect.size.height))])
        return types.structValue("CGRect", [origin ?? .void, size ?? .void]) ?? .void
    }

    /// The script value of a native size.
    func value(_ size: CGSize) -> Value {
        types.structValue("CGSize", [.double(Double(size.width)), .double(Double(size.height))]) ?? .void
    }

    /// The native rectangle in a script value; nil when it is not a CGRect.
    static func rect(_ value: Value) -> CGRect? {
        guard case .structValue(let rect) = value.unwrapped, rect.type.name == "CGRect", rect.fields.count == 2,
              let origin = pair(rect.fields[0], "CGPoint"), let size = pair(rect.fields[1], "CGSize")
        else { return nil }
        return CGRect(x: origin.0, y: origin.1, width: size.0, height: size.1)
    }

    /// The two numbers of a CGPoint or CGSize value.
    static func pair(_ value: Value, _ typeName: String) -> (Double, Double)? {
        guard case .structValue(let s) = value, s.type.name == typeName, s.fields.count == 2,
              let a = number(s.fields[0]), let b = number(s.fields[1]) else { return nil }
        return (a, b)
    }

    /// A number in a script value (`Int` or `Double`).
    static func number(_ value: Value) -> Double? {
        switch value.unwrapped {
        case .double(let d): d
        case .int(let i): Double(i)
        default: nil
        }
    }

    /// A CGRect argument, or a clear fatal error naming the member.
    static func rectArgument(_ args: [Value], _ index: Int, in member: String) throws(Interrupt) -> CGRect {
        guard index < args.count, let rect = rect(args[index]) else {
            throw .fatal("Fatal error: \(member) expects a CGRect as argument \(index + 1)")
        }
        return rect
    }
}
