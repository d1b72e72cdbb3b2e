struct S {
   init?(string1: String) {
      self.init(string2: string1)
      print("Hello!") // this should never be printed, because initialization has already failed
   }
   init?(string2: String) { return nil }
}
let s = S(string1: "bing")
assert(s == nil)
