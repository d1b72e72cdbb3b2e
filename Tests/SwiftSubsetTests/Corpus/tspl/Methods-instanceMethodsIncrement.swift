class Counter {
var count: Int = 0
func increment() {
   self.count += 1
}
}
