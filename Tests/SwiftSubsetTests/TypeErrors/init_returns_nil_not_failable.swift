class Ticket {
    let seat: String
    init(seat: String) {
        if seat.isEmpty {
            return nil
        }
        self.seat = seat
    }
}
let t = Ticket(seat: "12A")
print(t.seat)
