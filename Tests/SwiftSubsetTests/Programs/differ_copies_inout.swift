// Silent-difference probes (session 9): value and reference copies, inout (also through a function value).
struct Inner { var n: Int }
struct Outer { var items: [Inner]; var tag: String }
var o = Outer(items: [Inner(n: 1), Inner(n: 2)], tag: "t")
var o2 = o
o.items[0].n = 10
o2.items.append(Inner(n: 3))
print(o.items.map { $0.n }, o2.items.map { $0.n })
class Box { var v: Int; init(_ v: Int) { self.v = v } }
struct Holder { var box: Box; var n: Int }
var h1 = Holder(box: Box(1), n: 1)
var h2 = h1
h2.box.v = 99
h2.n = 2
print(h1.box.v, h1.n, h2.box.v, h2.n, h1.box === h2.box)
var arr = [h1, h2]
arr[0].box.v = 5
print(h1.box.v, h2.box.v)
var dict = ["a": Inner(n: 1)]
dict["a"]!.n += 5
dict["b", default: Inner(n: 0)].n += 1
print(dict["a"]!.n, dict["b"]!.n)
var nested = [[1, 2], [3]]
var copy = nested
nested[0].append(9)
copy[1][0] = 7
print(nested, copy)
var a1 = [1, 2, 3]
let a2 = a1
a1[0] = 100
print(a1, a2)
struct Counter { var c = 0; mutating func inc() { c += 1 } }
var counters = [Counter(), Counter()]
counters[1].inc(); counters[1].inc()
for var ctr in counters { ctr.inc() }
print(counters.map { $0.c })
var oc: Outer? = o
oc?.items[1].n = 42
oc?.tag += "!"
print(oc!.items[1].n, oc!.tag, o.items[1].n)
var tuple = (Inner(n: 1), [1])
var t2 = tuple
t2.0.n = 2; t2.1.append(2)
print(tuple.0.n, tuple.1, t2.0.n, t2.1)
let boxes = [Box(1), Box(2)]
let boxes2 = boxes
boxes2[0].v = 50
print(boxes[0].v)
struct WithClosure { var f: () -> Int }
var counter = 0
let wc = WithClosure(f: { counter += 1; return counter })
let wc2 = wc
print(wc.f(), wc2.f(), counter)
var s1 = "abc"
var s2 = s1
s2 += "d"
print(s1, s2)
func inc(_ x: inout Int) { x += 1 }
var aa = 1
inc(&aa)
print(aa)
var arr2 = [1, 2, 3]
inc(&arr2[1])
print(arr2)
struct PP { var x = 0; var y = 0 }
var p = PP()
inc(&p.x)
print(p)
func swapper(_ a: inout Int, _ b: inout Int) { let t = a; a = b; b = t }
var q = 1, r = 2
swapper(&q, &r)
print(q, r)
var s0 = arr2[0]; var s9 = arr2[2]; swap(&s0, &s9)
print(arr2)
arr2.swapAt(0, 1)
print(arr2)
func append(_ list: inout [String], _ s: String) { list.append(s) }
var names: [String] = []
append(&names, "a"); append(&names, "b")
print(names)
var dd = ["k": 1]
inc(&dd["k"]!)
print(dd)
class CC { var n = 0 }
let c = CC()
inc(&c.n)
print(c.n)
func twice(_ x: inout Int, _ f: (inout Int) -> Void) { f(&x); f(&x) }
var z = 5
func dbl(_ v: inout Int) { v *= 2 }
twice(&z, dbl)
print(z)
var obs = 0 { didSet { print("didSet", oldValue, obs) } }
inc(&obs)
func modify(_ v: inout Int) { v = 10; v = 20 }
modify(&obs)
struct SS { var w = 1 { willSet { print("will", newValue) } didSet { print("did", oldValue) } } }
var s = SS()
inc(&s.w)
var ss = [SS(), SS()]
ss[0].w = 7
inc(&ss[1].w)
