func sayHelloWorld() -> String {
   return "hello, world"
}
print(sayHelloWorld())
