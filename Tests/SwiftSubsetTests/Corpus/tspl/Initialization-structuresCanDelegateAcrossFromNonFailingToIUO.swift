struct S {
   init(nonFailing: Int) { self.init(iuo: nonFailing) }
   init!(iuo: Int) {}
}
