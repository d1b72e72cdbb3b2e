enum State: String {
    case idle, loading, loaded, failed
}
enum Action { case start, succeed(items: Int), fail(reason: String), reset }
struct Machine {
    private(set) var state = State.idle
    private(set) var history: [String] = []
    mutating func send(_ action: Action) {
        let old = state
        switch (state, action) {
        case (.idle, .start), (.failed, .start): state = .loading
        case (.loading, .succeed(let n)) where n > 0: state = .loaded
        case (.loading, .succeed): state = .failed
        case (.loading, .fail(let reason)):
            state = .failed
            history.append("reason: \(reason)")
        case (_, .reset): state = .idle
        default: break
        }
        history.append("\(old.rawValue) -> \(state.rawValue)")
    }
}
var m = Machine()
m.send(.start)
m.send(.succeed(items: 0))
m.send(.start)
m.send(.fail(reason: "timeout"))
m.send(.start)
m.send(.succeed(items: 3))
m.send(.reset)
for line in m.history { print(line) }
