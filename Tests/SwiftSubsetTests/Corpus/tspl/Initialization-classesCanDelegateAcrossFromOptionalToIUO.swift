class C {
   convenience init?(optional: Int) { self.init(iuo: optional) }
   init!(iuo: Int) {}
}
