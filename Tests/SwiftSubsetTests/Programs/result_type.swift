// Result: cases, switch and if-case patterns, get() with try and try?, map, mapError, flatMap,
// init(catching:), completion handlers, equality of Results of equatable types.
enum NetError: Error { case offline, timeout(Int) }
func fetch(_ ok: Bool) -> Result<String, NetError> {
    ok ? .success("data") : .failure(.timeout(3))
}
let a = fetch(true)
let b = fetch(false)
print(a)
print(b)
switch b {
case .success(let s): print("got", s)
case .failure(let e): print("failed", e)
}
if case .success(let s) = a { print("ok", s) }
do {
    let v = try a.get()
    print(v)
    _ = try b.get()
} catch {
    print("caught", error)
}
let c = a.map { $0.count }
print(c)
let d = b.mapError { _ in NetError.offline }
print(d)
let e: Result<Int, NetError> = a.flatMap { s in s.isEmpty ? .failure(.offline) : .success(s.count * 2) }
print(e)
func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw NetError.offline }
    return n
}
let r = Result { try parse("12") }
let r2 = Result { try parse("x") }
print(r, r2)
let results: [Result<Int, NetError>] = [.success(1), .failure(.offline), .success(3)]
let oks = results.compactMap { try? $0.get() }
print(oks)
print(results.map { r -> String in
    switch r { case .success(let n): return "n\(n)"; case .failure: return "x" }
})
enum LoadError: Error, Equatable { case missing, denied }
struct DivByZero: Error {}
struct User { let name: String; let age: Int }
func loadUser(id: Int, completion: (Result<User, LoadError>) -> Void) {
    if id == 0 { completion(.failure(.missing)) }
    else if id < 0 { completion(.failure(.denied)) }
    else { completion(.success(User(name: "U\(id)", age: 20 + id))) }
}
for id in [1, 0, -1] {
    loadUser(id: id) { result in
        switch result {
        case .success(let user) where user.age > 20: print("adult", user.name)
        case .success(let user): print("user", user.name)
        case .failure(.missing): print("missing")
        case .failure(let e): print("error:", e)
        }
    }
}
let ok: Result<Int, LoadError> = .success(3)
let bad: Result<Int, LoadError> = .failure(.denied)
print(ok == .success(3), ok == bad, bad == .failure(.denied))
let v: Result<Void, Error> = .success(())
print(v)
if case .failure = bad { print("bad is failure") }
let value = try? bad.get()
print(value as Any)
print((try? ok.get()) ?? -1)
func divide(_ a: Int, _ b: Int) -> Result<Int, Error> {
    guard b != 0 else { return .failure(DivByZero()) }
    return .success(a / b)
}
print(divide(6, 3))
switch divide(1, 0) {
case .success(let q): print(q)
case .failure(let e): print("failure of type", type(of: e))
}
let mapped = ok.map { $0 * 10 }.map(String.init)
print(mapped)
var log: [Result<Int, LoadError>] = []
log.append(.success(1))
log.append(.failure(.missing))
print(log.count)
print(log.filter { if case .success = $0 { return true } else { return false } }.count)
let recovered = bad.flatMapError { _ in Result<Int, LoadError>.success(0) }
print(recovered)
func checked(_ n: Int) throws -> Int {
    if n < 0 { throw LoadError.denied }
    return n
}
let all = [3, -1, 5].map { n in Result { try checked(n) } }
for r in all {
    switch r {
    case .success(let n): print("ok", n)
    case .failure(let e): print("failed with", e)
    }
}
