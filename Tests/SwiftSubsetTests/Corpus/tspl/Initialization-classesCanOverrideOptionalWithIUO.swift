class C {
   init?(i: Int) {}
}
class D: C {
   override init!(i: Int) { super.init(i: i) }
}
