func describe(_ representation: Mirror.AncestorRepresentation) -> String {
    switch representation {
    case .customized: return "customized"
    case .generated: return "generated"
    case .suppressed: return "suppressed"
    @unknown default: return "unknown"
    }
}
let all: [Mirror.AncestorRepresentation] = [.suppressed, .generated]
print(all.map(describe))
let chosen = Mirror.AncestorRepresentation.suppressed
print(chosen, describe(chosen))
if case .generated = all[1] { print("second is generated") }
print(type(of: chosen))
enum Mode { case fast, slow }
let m = Mode.slow
switch m {
case .fast: print("fast")
@unknown default: print("other")
}
