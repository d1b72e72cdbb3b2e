func f1(x: Int, y: (Bool)->Int) { print(x + y(true)) }
f1(x: 10) { $0 ? 1 : 100 }
func f2(x: Int, y: @autoclosure ()->((Bool)->Int)) { print(x + y()(false)) }
f2(x: 20) { $0 ? 2 : 200 }
func f3(x: Int, y: ((Bool)->Int)...) { print(x + y[0](true)) }
f3(x: 30) { $0 ? 3 : 300}
func f4(x: Int, y: Optional<(Bool)->Int>) { print(x + y!(false)) }
f4(x: 40) { $0 ? 4 : 400 }
func f5(x: Int, y: (Optional<(Bool) -> Int>)...) { print(x + y[0]!(true)) }
f5(x: 50) { $0 ? 5 : 500 }
