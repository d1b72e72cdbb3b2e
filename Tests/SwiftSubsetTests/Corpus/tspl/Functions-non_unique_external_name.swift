func foo(external a: Int, external b: Int) {}
foo(external: 7, external: 12)
