struct S {
   init?(optional: Int) { self.init(iuo: optional) }
   init!(iuo: Int) {}
}
