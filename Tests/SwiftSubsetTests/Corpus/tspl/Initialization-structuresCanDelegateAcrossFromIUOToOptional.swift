struct S {
   init!(iuo: Int) { self.init(optional: iuo) }
   init?(optional: Int) {}
}
