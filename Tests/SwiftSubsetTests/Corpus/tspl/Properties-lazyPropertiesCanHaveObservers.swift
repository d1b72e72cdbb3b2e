class C {
   lazy var x: Int = 0 {
      willSet { print("C willSet x to \(newValue)") }
      didSet { print("C didSet x from \(oldValue)") }
   }
}
let c = C()
print(c.x)
c.x = 12
print(c.x)
