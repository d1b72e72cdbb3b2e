class C {
   init!(iuo: Int) {}
}
class D: C {
   init(nonFailing: Int) { super.init(iuo: nonFailing) }
}
