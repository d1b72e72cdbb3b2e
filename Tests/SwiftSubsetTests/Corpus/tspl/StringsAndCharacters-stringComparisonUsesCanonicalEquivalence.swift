let cafe1 = "caf\u{E9}"
let cafe2 = "caf\u{65}\u{301}"
if cafe1 != cafe2 {
   print("not equivalent, which isn't expected")
} else {
   print("equivalent, as expected")
}
