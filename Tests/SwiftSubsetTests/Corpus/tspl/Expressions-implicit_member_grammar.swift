enum E { case left, right }
let e: E = .left
let e2: E = .left.self
assert(e == e2)

postfix operator ~
extension E {
    static postfix func ~ (e: E) -> E {
        switch e {
        case .left: return .right
        case .right: return .left
        }
    }
}
let e3: E = .left~
assert(e3 == .right)

class S {
    var num: Int
    init(bestNumber: Int) { self.num = bestNumber }
}
let s: S = .init(bestNumber: 42)
