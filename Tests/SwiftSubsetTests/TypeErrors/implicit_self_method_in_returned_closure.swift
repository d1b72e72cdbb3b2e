class Stopwatch {
    var seconds = 0
    func reset() {
        seconds = 0
    }
    func resetAction() -> () -> Void {
        return { reset() }
    }
}
let action = Stopwatch().resetAction()
action()
