func f() {
  if true {
    print("x"
