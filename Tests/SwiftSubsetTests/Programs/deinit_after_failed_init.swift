// A root class's initialiser that fails after every stored property is set has made the
// object: its deinit runs as it is released; one that fails earlier made nothing to
// deinitialise, nor does a convenience initialiser failing before it delegates.
enum SetupError: Error { case refused(String) }

class Session {
    let user: String
    var open = true
    init(user: String) throws {
        self.user = user
        if user.isEmpty { throw SetupError.refused("empty") }
        print("session for", user)
    }
    deinit { print("closing session of '\(user)'") }
}
do {
    let s = try Session(user: "ann")
    print("made", s.user)
    _ = try Session(user: "")
} catch {
    print("caught", error)
}

class Ticket {
    let seat: Int
    init?(seat: Int) {
        guard seat > 0 else { return nil }
        self.seat = seat
        if seat > 100 { return nil }
    }
    deinit { print("ticket", seat, "released") }
}
print(Ticket(seat: 0) == nil)
print(Ticket(seat: 500) == nil)
if let t = Ticket(seat: 7) { print("seat", t.seat) }

class Badge {
    var label = "guest"
    init() {}
    convenience init?(code: Int) {
        if code < 0 { return nil }
        self.init()
        label = "code \(code)"
    }
    deinit { print("badge", label, "released") }
}
print(Badge(code: -1) == nil)
print(Badge(code: 4)!.label)
