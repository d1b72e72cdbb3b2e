struct S {
   init(nonFailing: Int) { self.init(iuo: nonFailing) }
   init!(iuo: Int) { return nil }
}
let s = S(nonFailing: 42)
