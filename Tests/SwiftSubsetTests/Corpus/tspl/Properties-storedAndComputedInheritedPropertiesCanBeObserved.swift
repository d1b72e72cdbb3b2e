class C {
   var x = 0
   var y: Int { get { return 42 } set {} }
}
class D: C {
   override var x: Int {
      willSet { print("D willSet x to \(newValue)") }
      didSet { print("D didSet x from \(oldValue)") }
   }
   override var y: Int {
      willSet { print("D willSet y to \(newValue)") }
      didSet { print("D didSet y from \(oldValue)") }
   }
}
var d = D()
d.x = 42
d.y = 42
