struct Ticket {
    var row = 3
    var seat = "B"
}
let mine = Ticket()
print(mine == Ticket())
