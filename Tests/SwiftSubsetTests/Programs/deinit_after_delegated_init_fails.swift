// Once `super.init` or `self.init` has returned, the object is made: an initialiser failing
// after it (returning nil or throwing) still runs `deinit` as the object is released.
enum Problem: Error { case tooBig }
class Part {
    let id: Int
    init(id: Int) { self.id = id; print("Part init", id) }
    convenience init?(code: String) {
        self.init(id: code.count)
        if code.count > 3 { print("code too long"); return nil }
    }
    deinit { print("Part deinit", id) }
}
class Gear: Part {
    let teeth: Int
    init?(id: Int, teeth: Int) {
        self.teeth = teeth
        super.init(id: id)
        if teeth < 8 { print("too few teeth"); return nil }
    }
    init(id: Int, limit: Int) throws {
        teeth = limit
        super.init(id: id)
        if limit > 100 { throw Problem.tooBig }
    }
    init?(early: Int) {
        if early < 0 { return nil }
        teeth = early
        super.init(id: early)
    }
    deinit { print("Gear deinit", teeth) }
}
class Wheel: Gear {
    let size: Int
    init?(size: Int) {
        self.size = size
        super.init(id: size, teeth: size)
        print("wheel made", size)
    }
    deinit { print("Wheel deinit", size) }
}
print(Part(code: "abcde") == nil)
print(Gear(id: 1, teeth: 4) == nil)
do { _ = try Gear(id: 2, limit: 500) } catch { print("caught", error) }
print(Gear(early: -1) == nil)
print(Wheel(size: 5) == nil)
print(Wheel(size: 9)?.size ?? 0)
print("end")
