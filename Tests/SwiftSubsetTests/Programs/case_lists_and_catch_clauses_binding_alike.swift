enum E { case a(Int), b(Int), c }
enum Err: Error { case low(Int), high(Int), other }
func check(_ e: E) {
    switch e {
    case .a(let x), .b(let x): print("ab", x)
    case .c: print("c")
    }
    switch e {
    case let .a(x), let .b(x): print("again", x)
    case .c: break
    }
    switch e {
    case .a, .c: print("a or c")
    default: print("b")
    }
}
check(.a(1)); check(.b(2)); check(.c)
func risky(_ n: Int) throws -> Int { if n < 0 { throw Err.low(n) }; if n > 9 { throw Err.high(n) }; return n }
func run(_ n: Int) {
    do {
        print(try risky(n))
    } catch Err.low(let v), Err.high(let v) {
        print("range", v)
    } catch {
        print("other", error)
    }
    do {
        _ = try risky(n)
    } catch let e as Err {
        print("err", e)
    } catch {
        print("any")
    }
    do { _ = try risky(n) } catch let e { print("e", e) }
    do { _ = try risky(n) } catch _ { print("_") }
}
func rethrowing(_ n: Int) throws {
    do { _ = try risky(n) } catch Err.low { print("low only") }
}
run(-1); run(20); run(3)
try? rethrowing(50)
try rethrowing(-3)
let f: () -> Void = {
    do { _ = try risky(-5) } catch Err.low(let v) { print("closure", v) } catch { print("x") }
}
f()
do { _ = try risky(-1) } catch Err.low(let v) { print("top", v) } catch { }
