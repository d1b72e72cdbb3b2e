class C {
    weak var w: C? { didSet { print("did set") } }
}
var c1 = C()
do {
    let c2 = C()
    assert(c1.w == nil)
    c1.w = c2
    assert(c1.w != nil)
} // ARC deallocates c2; didSet doesn't fire.
assert(c1.w == nil)
