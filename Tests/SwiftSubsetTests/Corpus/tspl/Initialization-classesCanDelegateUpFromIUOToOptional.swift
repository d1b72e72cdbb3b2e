class C {
   init?(optional: Int) {}
}
class D: C {
   init!(iuo: Int) { super.init(optional: iuo) }
}
