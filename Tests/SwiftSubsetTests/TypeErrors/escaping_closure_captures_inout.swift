var pending: [() -> Void] = []
func schedule(_ total: inout Int) {
    pending.append { total += 1 }
}
var runs = 0
schedule(&runs)
pending.forEach { $0() }
print(runs)
