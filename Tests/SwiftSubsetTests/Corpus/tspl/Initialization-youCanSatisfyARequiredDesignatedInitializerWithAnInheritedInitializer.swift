class C {
   var x = 0
   required init(i: Int) {}
}
class D: C {
   var y = 0
}
