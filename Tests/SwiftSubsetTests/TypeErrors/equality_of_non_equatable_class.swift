class Account {
    var balance = 10
}
let a = Account(), b = Account()
if a != b { print("different accounts") }
