protocol P { func run() }
struct S: P { func run(times: Int) {} }
