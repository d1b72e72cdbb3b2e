let cafe = "caf\u{E9}"
if cafe.hasSuffix("\u{E9}") {
   print("Has U+00E9 suffix, as expected.")
} else {
   print("Does not have U+00E9 suffix, which is unexpected.")
}
if cafe.hasSuffix("\u{65}\u{301}") {
   print("Has U+0065 U+0301 suffix, as expected.")
} else {
   print("Does not have U+0065 U+0301 suffix, which is unexpected.")
}
