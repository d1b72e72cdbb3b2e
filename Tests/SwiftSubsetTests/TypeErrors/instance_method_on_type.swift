struct Stopwatch {
    func start() { print("tick") }
}
Stopwatch.start()
