class C {
   init?(string1: String) { return nil }
}
class D: C {
   init?(string2: String) {
      super.init(string1: string2)
      print("Hello!") // this should never be printed, because initialization has already failed
   }
}
let d = D(string2: "bing")
assert(d == nil)
