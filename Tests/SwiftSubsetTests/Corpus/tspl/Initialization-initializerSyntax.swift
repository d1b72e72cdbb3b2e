class Test {
init() {
   // perform some initialization here
}
}
