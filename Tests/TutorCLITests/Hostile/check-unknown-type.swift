// expect: diagnostics
let x: Foo = Foo()
