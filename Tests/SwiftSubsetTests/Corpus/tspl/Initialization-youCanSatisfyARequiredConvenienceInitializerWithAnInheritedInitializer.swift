class C {
   var x = 0
   init(i: Int) {}
   required convenience init() {
      self.init(i: 42)
   }
}
class D: C {
   var y = 0
}
