// expect: diagnostics
func f() {
  print(1)
