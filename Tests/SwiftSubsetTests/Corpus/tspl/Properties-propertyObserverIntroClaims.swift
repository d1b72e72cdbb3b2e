class C {
   var x: Int = 0 {
      willSet { print("C willSet x to \(newValue)") }
      didSet { print("C didSet x from \(oldValue)") }
   }
}
class D: C {
   override var x: Int {
      willSet { print("D willSet x to \(newValue)") }
      didSet { print("D didSet x from \(oldValue)") }
   }
}
var c = C(); c.x = 42
var d = D(); d.x = 42
