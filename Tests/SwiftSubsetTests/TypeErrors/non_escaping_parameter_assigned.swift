class Alarm {
    var onRing: () -> Void = {}
    func configure(ring: () -> Void) {
        onRing = ring
    }
}
let alarm = Alarm()
alarm.configure { print("ring") }
alarm.onRing()
