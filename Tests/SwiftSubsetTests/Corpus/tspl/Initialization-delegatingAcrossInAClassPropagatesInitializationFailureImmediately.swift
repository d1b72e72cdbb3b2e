class C {
   convenience init?(string1: String) {
      self.init(string2: string1)
      print("Hello!") // this should never be printed, because initialization has already failed
   }
   init?(string2: String) { return nil }
}
let c = C(string1: "bing")
assert(c == nil)
