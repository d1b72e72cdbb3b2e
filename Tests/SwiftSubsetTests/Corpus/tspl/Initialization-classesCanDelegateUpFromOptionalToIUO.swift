class C {
   init!(iuo: Int) {}
}
class D: C {
   init?(optional: Int) { super.init(iuo: optional) }
}
