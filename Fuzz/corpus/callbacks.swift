func fetch(_ id: Int, completion: (Result) -> Void) {
    if id > 0 { completion(.success("item \(id)")) } else { completion(.failure("bad id")) }
}
enum Result {
    case success(String)
    case failure(String)
}
for id in [3, -1] {
    fetch(id) { result in
        switch result {
        case .success(let value): print("got", value)
        case .failure(let why): print("error", why)
        }
    }
}
var queue: [() -> Void] = []
func later(_ block: @escaping () -> Void) { queue.append(block) }
var counter = 0
later { counter += 1; print("first", counter) }
later { counter += 10; print("second", counter) }
print("queued", queue.count)
for block in queue { block() }
print(counter)
