class C {
   init!(iuo: Int) { return nil }
}
class D: C {
   init(nonFailing: Int) { super.init(iuo: nonFailing) }
}
let d = D(nonFailing: 42)
