struct Meter {
    var history: [Int] = []
    var value = 0 {
        willSet { history.append(value); if newValue < 0 { history.append(-1) } }
        didSet { history.append(value * 10) }
    }
    var echo = 0 {
        willSet { echo = 99 }
    }
}
var m = Meter()
m.value = 3
m.value = -2
m.echo = 7
var meters = [Meter(), Meter()]
meters[1].value = 5
var box = (meter: Meter(), tag: "t")
box.meter.value = 8
print(m.history, m.value, m.echo, meters[1].history, meters[0].history, box.meter.history)
