protocol P {
   init(x: Int)
}
class C1: P {
   required init(x: Int) {}
}
class C2: P {
   init() {}
   required convenience init(x: Int) {
      self.init()
   }
}
