class Data {
   let data = 10
   func someMethod(f: (Int) -> Bool) -> Bool {
      return f(self.data)
   }
}
let myData = Data()
let r0 =
myData.someMethod() { $0 == 13 }
assert(r0 == false)
let r1 =
myData.someMethod { $0 == 13 }
assert(r1 == false)
