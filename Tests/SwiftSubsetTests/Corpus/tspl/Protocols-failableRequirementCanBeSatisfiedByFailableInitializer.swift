protocol P { init?(i: Int) }
class C: P { required init?(i: Int) {} }
struct S: P { init?(i: Int) {} }
