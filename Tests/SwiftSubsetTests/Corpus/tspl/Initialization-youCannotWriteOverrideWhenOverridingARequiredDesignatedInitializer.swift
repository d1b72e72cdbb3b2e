class C {
   required init() {}
}
class D: C {
   override required init() {}
}
