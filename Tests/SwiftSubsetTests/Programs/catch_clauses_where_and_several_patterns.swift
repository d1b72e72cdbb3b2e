struct Boom: Error { let code: Int }
enum Problem: Error { case missing(String), invalid(name: String), other }

func attempt(_ n: Int) throws {
    do {
        throw Boom(code: n)
    } catch where n < 1 {
        print("caught inside", n)
    }
}
for n in [0, 1] {
    do { try attempt(n) } catch { print("outer", error) }
}

func check(_ e: Problem) {
    do {
        throw e
    } catch Problem.missing(let name), Problem.invalid(name: let name) {
        print("about", name)
    } catch {
        print("something else:", error)
    }
}
check(.missing("key"))
check(.invalid(name: "value"))
check(.other)

func codes(_ c: Int) {
    do {
        throw Boom(code: c)
    } catch let b as Boom where b.code > 10 {
        print("big", b.code)
    } catch where (error as? Boom)?.code == 5 {
        print("five")
    } catch {
        print("plain", error)
    }
}
codes(20); codes(5); codes(1)
