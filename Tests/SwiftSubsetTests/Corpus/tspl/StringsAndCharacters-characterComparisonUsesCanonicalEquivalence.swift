let eAcute: Character = "\u{E9}"
let combinedEAcute: Character = "\u{65}\u{301}"
if eAcute != combinedEAcute {
   print("not equivalent, which isn't expected")
} else {
   print("equivalent, as expected")
}
