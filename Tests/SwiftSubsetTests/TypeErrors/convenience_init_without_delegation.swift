// A convenience initialiser that never calls one of the class's own initialisers.
class Timer {
    var seconds: Int
    init(seconds: Int) { self.seconds = seconds }
    convenience init(minutes: Int) {
        print("making a \(minutes)-minute timer")
    }
}
print(Timer(minutes: 2).seconds)
