import SwiftSubset
import UIKitSim

/// `UIView.animate(withDuration:…)` in its plain, delayed and spring forms, and the view
/// properties animations change: `alpha`, `center` and `transform` (`CGAffineTransform`, a
/// script value declared by `animationPrelude`). The changes are made at once and read back as
/// set (UIView+Animation.swift).
extension UIKitHost {
    /// Declared before every program, after the geometry prelude. Parsed once per process.
    static let animation = Prelude(animationPrelude, madeByHost: ["CGAffineTransform"])
    /// Apple, `CGAffineTransform`: `init(scaleX:y:)` is `[sx 0 0 sy 0 0]`,
    /// `init(translationX:y:)` is `[1 0 0 1 tx ty]`, `init(rotationAngle:)` is
    /// `[cos a, sin a, -sin a, cos a, 0, 0]`.
    static let animationPrelude = """
    struct CGAffineTransform: Equatable, CustomStringConvertible {
        var a: CGFloat
        var b: CGFloat
        var c: CGFloat
        var d: CGFloat
        var tx: CGFloat
        var ty: CGFloat
        init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
        }
        init(scaleX sx: CGFloat, y sy: CGFloat) {
            a = sx; b = 0; c = 0; d = sy; tx = 0; ty = 0
        }
        init(translationX x: CGFloat, y: CGFloat) {
            a = 1; b = 0; c = 0; d = 1; tx = x; ty = y
        }
        init(rotationAngle angle: CGFloat) {
            a = cos(angle); b = sin(angle); c = -sin(angle); d = cos(angle); tx = 0; ty = 0
        }
        static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        var isIdentity: Bool { self == CGAffineTransform.identity }
        var description: String { "CGAffineTransform(a: \\(a), b: \\(b), c: \\(c), d: \\(d), tx: \\(tx), ty: \\(ty))" }
    }

    """

    func addAnimations(to module: inout HostModule) {
        module.preludes.append(Self.animation)
        addAnimatedViewProperties()
        let bridge = bridge
        let forms = [["withDuration"], ["withDuration", "delay"],
                     ["withDuration", "delay", "usingSpringWithDamping", "initialSpringVelocity"]]
        for leading in forms {
            // An unlabelled trailing closure is named `completion:` by the module's rule
            // (`animate`); without an `animations:` argument before it, it is the animations.
            let trailingAsAnimations = [leading + ["completion"], leading + ["options", "completion"]]
            let written = Self.variants(leading, optional: "options", ["animations"]).map { ($0, $0) }
                + trailingAsAnimations.map { ($0, $0.map { $0 == "completion" ? "animations" : $0 }) }
            for (labels, meaning) in written where leading.count > 1 || !labels.contains("options") {
                view.defineStaticMethod(Self.name("animate", labels)) { args throws(Interrupt) -> Value in
                    let call = TransitionArguments(meaning, args)
                    let options = try call.options()
                    guard let animations = call.closure("animations", bridge) else {
                        throw .fatal("Fatal error: UIView.animate expects an animations closure")
                    }
                    try bridge.perform {
                        UIView.animate(withDuration: call.number("withDuration"), delay: call.number("delay"), options: options,
                                       animations: animations, completion: call.completion(bridge), in: bridge.simulation)
                    }
                    return .void
                }
            }
        }
    }

    /// `center` and `transform` of every view, read back as set (`alpha` is with the touches,
    /// UIKitHost+Touches.swift, since it decides hit-testing).
    private func addAnimatedViewProperties() {
        let host = self
        view.properties["center"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                let center = (object as? UIView)?.center ?? .zero
                return host.types.structValue("CGPoint", [.double(Double(center.x)), .double(Double(center.y))]) ?? .void
            },
            set: { object, value throws(Interrupt) in
                guard let point = Self.pair(value.unwrapped, "CGPoint") else {
                    throw .fatal("Fatal error: center expects a CGPoint")
                }
                try host.bridge.perform { (object as? UIView)?.center = CGPoint(x: point.0, y: point.1) }
            })
        view.properties["transform"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                let t = (object as? UIView)?.transform ?? .identity
                return host.types.structValue("CGAffineTransform", [t.a, t.b, t.c, t.d, t.tx, t.ty].map { .double(Double($0)) }) ?? .void
            },
            set: { object, value throws(Interrupt) in
                guard case .structValue(let s) = value.unwrapped, s.type.name == "CGAffineTransform", s.fields.count == 6 else {
                    throw .fatal("Fatal error: transform expects a CGAffineTransform")
                }
                let n = s.fields.map { CGFloat(Self.number($0) ?? 0) }
                try host.bridge.perform {
                    (object as? UIView)?.transform = CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
                }
            })
    }
}
