// An initialiser's default arguments are evaluated at the call, before the stored property
// defaults its body's class or struct runs.

func note(_ what: String) -> Int {
    print(what)
    return 0
}

class Base {
    var base = note("Base property default")
    init(level: Int = note("Base.init argument default")) {
        print("Base.init", level)
    }
}

class Derived: Base {
    var derived = note("Derived property default")
    init(tag: Int = note("Derived.init argument default")) {
        print("Derived.init", tag)
        super.init()
    }
    convenience init(label: String, extra: Int = note("convenience argument default")) {
        print("convenience", label, extra)
        self.init()
    }
}

struct Plain {
    var value = note("Plain property default")
    init(start: Int = note("Plain.init argument default")) {
        print("Plain.init", start)
    }
}

print("-- Base()")
_ = Base()
print("-- Derived()")
_ = Derived()
print("-- Derived(label:)")
_ = Derived(label: "x")
print("-- Plain()")
_ = Plain()
