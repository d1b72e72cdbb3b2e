class C {
   var x: Int { willSet { print("willSet x") } didSet { print("didSet x") } }
   init(x: Int) { self.x = x }
}
let c = C(x: 42)
c.x = 24
class C2: C {
   var y: Int { willSet { print("willSet y") } didSet { print("didSet y") } }
   init() {
       self.y = 1
       print("calling super")
       super.init(x: 100)
       self.x = 10
   }
}
let c2 = C2()
