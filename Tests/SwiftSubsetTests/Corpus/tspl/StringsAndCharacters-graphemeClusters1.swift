let eAcute: Character = "\u{E9}"                         // é
assert(eAcute == "é")
let combinedEAcute: Character = "\u{65}\u{301}"          // e followed by ́
assert(combinedEAcute == "é")
assert(eAcute == combinedEAcute)
