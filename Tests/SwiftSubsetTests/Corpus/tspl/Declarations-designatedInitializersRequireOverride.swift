class C { init() {} }
class D: C { override init() { super.init() } }
