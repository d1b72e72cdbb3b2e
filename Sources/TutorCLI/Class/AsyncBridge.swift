import Foundation

/// Runs async work from the commands' synchronous `run(in:)`, which blocks its thread (never
/// a thread of the concurrency pool) until the work ends.
enum AsyncBridge {
    static func wait<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        Task.detached {
            do { box.set(.success(try await body())) } catch { box.set(.failure(error)) }
            done.signal()
        }
        done.wait()
        return try box.get()!.get()
    }
}

/// A value set by one thread and read by another.
final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Result<T, any Error>?

    func set(_ new: Result<T, any Error>) { lock.withLock { value = new } }
    func get() -> Result<T, any Error>? { lock.withLock { value } }
}

/// Output written from several threads, a whole piece at a time.
final class SharedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private let output: any TextOutput

    init(_ output: any TextOutput) { self.output = output }

    /// Writes `line` and a newline.
    func say(_ line: String) { lock.withLock { output.write(line + "\n") } }
    /// Writes `text` as given.
    func write(_ text: String) { lock.withLock { output.write(text) } }
}
