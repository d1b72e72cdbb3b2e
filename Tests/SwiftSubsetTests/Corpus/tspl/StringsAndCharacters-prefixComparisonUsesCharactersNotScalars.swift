let ecole = "\u{E9}cole"
if ecole.hasPrefix("\u{E9}") {
   print("Has U+00E9 prefix, as expected.")
} else {
   print("Does not have U+00E9 prefix, which is unexpected.")
}
if ecole.hasPrefix("\u{65}\u{301}") {
   print("Has U+0065 U+0301 prefix, as expected.")
} else {
   print("Does not have U+0065 U+0301 prefix, which is unexpected.")
}
