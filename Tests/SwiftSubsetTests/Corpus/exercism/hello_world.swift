func hello() -> String {
  return "Hello, World!"
}


func testHello() {
  print(hello() == "Hello, World!")
}

testHello()
