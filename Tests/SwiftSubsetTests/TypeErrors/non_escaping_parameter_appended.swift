class Channel {
    var observers: [(String) -> Void] = []
    func observe(_ observer: (String) -> Void) {
        observers.append(observer)
    }
}
let channel = Channel()
channel.observe { print("got", $0) }
channel.observers.forEach { $0("hi") }
