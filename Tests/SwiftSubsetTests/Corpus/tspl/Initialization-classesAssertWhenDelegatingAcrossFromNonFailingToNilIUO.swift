class C {
   convenience init(nonFailing: Int) { self.init(iuo: nonFailing) }
   init!(iuo: Int) { return nil }
}
let c = C(nonFailing: 42)
