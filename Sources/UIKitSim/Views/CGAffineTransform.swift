import Foundation

/// A 2-D affine transform as Core Graphics defines it (Apple, `CGAffineTransform`: the matrix
/// `[a b 0; c d 0; tx ty 1]`). A view's `transform` is recorded as this value; UIKitSim draws
/// no pixels.
public struct CGAffineTransform: Equatable, Sendable, CustomStringConvertible {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// A transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Apple, `identity`: "The identity transform", `[1 0 0 1 0 0]`.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public var description: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }
}
