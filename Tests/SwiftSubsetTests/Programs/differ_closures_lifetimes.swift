// Silent-difference probes (session 9): closures' captures, defer, deinit timing.
var fs: [() -> Int] = []
for i in 0..<3 { fs.append { i * 10 } }
print(fs.map { $0() })
var gs: [() -> Int] = []
var j = 0
while j < 3 { gs.append { j }; j += 1 }
print(gs.map { $0() })
func makeCounter() -> () -> Int { var n = 0; return { n += 1; return n } }
let c1 = makeCounter(), c2 = makeCounter()
print(c1(), c1(), c2(), c1())
var x = 1
let capX = { x }
x = 2
print(capX())
let capList = { [x] in x }
x = 3
print(capList(), capX())
class Obj { var v = 1 }
var o = Obj()
let capO = { [o] in o.v }
o.v = 5
o = Obj()
print(capO(), o.v)
let adders = (1...3).map { n in { (m: Int) in n + m } }
print(adders.map { $0(10) })
func apply(_ f: (Int) -> Int, _ v: Int) -> Int { f(v) }
print(apply({ $0 * $0 }, 7), apply(abs, -3))
let compose = { (f: @escaping (Int) -> Int, g: @escaping (Int) -> Int) in { f(g($0)) } }
print(compose({ $0 + 1 }, { $0 * 2 })(5))
var lazyArr = [1, 2, 3]
let sumLater = { lazyArr.reduce(0, +) }
lazyArr.append(4)
print(sumLater())
func runTwice(_ body: () -> Void) { body(); body() }
var cnt = 0
runTwice { cnt += 1 }
print(cnt)
let nested = { () -> () -> String in let s = "in"; return { s + "ner" } }
print(nested()())
func fd() -> Int {
    var x = 1
    defer { print("defer 1", x) }
    defer { print("defer 2"); x = 100 }
    x = 2
    print("body")
    return x
}
print(fd())
func gd() {
    for i in 0..<2 {
        defer { print("loop defer", i) }
        if i == 0 { continue }
        print("after continue", i)
    }
    do {
        defer { print("do defer") }
        print("in do")
    }
    print("end g")
}
gd()
enum Err: Error { case bad }
func hd() throws {
    defer { print("h defer") }
    print("h start")
    throw Err.bad
}
do { try hd() } catch { print("caught", error) }
func early(_ b: Bool) {
    defer { print("early defer", b) }
    guard b else { print("guard out"); return }
    defer { print("second defer") }
    print("end early")
}
early(false); early(true)
func nestedDefer() {
    defer {
        defer { print("inner of defer") }
        print("outer defer")
    }
    print("body nd")
}
nestedDefer()
var counter2 = 0
func inc() -> Int { defer { counter2 += 1 }; return counter2 }
print(inc(), inc(), counter2)
class T { let n: String; init(_ n: String) { self.n = n; print("init", n) }; deinit { print("deinit", n) } }
func scope() {
    let a = T("a")
    print("in scope", a.n)
}
scope()
print("after scope")
var tv: T? = T("b")
tv = nil
print("after nil")
var tw = T("c")
tw = T("d")
print("after reassign")
var tarr = [T("e"), T("f"), T("g")]
tarr.remove(at: 1)
print("after remove")
tarr.removeAll()
print("after removeAll")
do {
    let x = T("h")
    _ = x
    print("end do")
}
print("after do")
_ = T("i")
print("after discard")
var td: [String: T] = ["k": T("j")]
td["k"] = nil
print("after dict nil")
func maket() -> T { T("k") }
print(maket().n)
print("after temp")
class Owner { var child: T? = T("l"); deinit { print("owner deinit") } }
var ow: Owner? = Owner()
ow = nil
print("after owner")
var topt: T? = T("m")
topt = T("n")
print("end")
for i in 0..<2 { let t = T("loop\(i)"); print("iter", t.n) }
print("done")
