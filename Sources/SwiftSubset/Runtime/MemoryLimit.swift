import Foundation

/// The memory limit of a run (`Limits.maxMemoryBytes`).
///
/// Two checks, both ending the run with status `limit` and a message naming the limit before
/// resident memory passes it:
/// - every string or collection the program builds where it is built (`+`, interpolation,
///   `joined`, `append`, `repeating:`) is charged before it is made: a value larger than the
///   limit is refused outright, and once `residentCheckBytes` have been charged since the last
///   look, resident memory plus the new value must stay under the limit above where the run
///   started (so doubling a string, a `joined()` or keeping copies of a big array stops in time);
/// - every `residentCheckInterval` steps the resident memory is read again, which catches many
///   small values that add up (a million objects in an array, `map` over millions).
extension RunContext {
    /// How many bytes of new values may be charged between two readings of resident memory.
    static let residentCheckBytes = 4 << 20
    /// How many steps pass between two readings of resident memory.
    static let residentCheckInterval = 1 << 14
    /// The size `Value` takes in a collection, for sizing arrays.
    static let valueBytes = MemoryLayout<Value>.stride

    /// Charges a value of `bytes` about to be made.
    func charge(bytes: Int) throws(Interrupt) {
        if bytes > limits.maxMemoryBytes { throw memoryLimit() }
        chargedSinceResidentCheck &+= bytes
        if chargedSinceResidentCheck >= Self.residentCheckBytes {
            chargedSinceResidentCheck = 0
            try checkResident(adding: bytes)
        }
    }

    /// Charges the result of joining strings or arrays of these sizes (bytes of UTF-8 for
    /// strings, elements for arrays).
    func charge(joining values: Value...) throws(Interrupt) {
        var bytes = 0
        for value in values { bytes &+= Self.approximateBytes(of: value) }
        try charge(bytes: bytes)
    }

    /// About how much memory `value` takes: a string's UTF-8, an array's elements and the
    /// strings directly inside it (one level, so the estimate stays cheap).
    static func approximateBytes(of value: Value) -> Int {
        switch value {
        case .string(let s): return s.utf8.count
        case .array(let a):
            var bytes = a.count &* valueBytes
            for case .string(let s) in a { bytes &+= s.utf8.count }
            return bytes
        default: return 0
        }
    }

    /// Ends the run if resident memory, plus `bytes` about to be allocated, is more than the
    /// limit above where the run started.
    func checkResident(adding bytes: Int = 0) throws(Interrupt) {
        guard let now = Self.residentBytes() else { return }
        if now - baselineResidentBytes + bytes > limits.maxMemoryBytes { throw memoryLimit() }
    }

    /// The message for a program whose parsing and checking alone took more memory than the
    /// limit allows (the source-size bound keeps them under it; this is the backstop), or nil.
    func memoryOverLimitBeforeRunning() -> String? {
        guard let now = Self.residentBytes(), now - baselineResidentBytes > limits.maxMemoryBytes else { return nil }
        return LimitMessage(.memoryWhileChecking, [
            "used": "\((now - baselineResidentBytes) >> 20)", "megabytes": "\(limits.maxMemoryBytes >> 20)",
        ]).description
    }

    func memoryLimit() -> Interrupt {
        .limit(.memory, ["megabytes": "\(limits.maxMemoryBytes >> 20)"])
    }

    /// The process's resident memory now, from `/proc/self/statm`; nil where it cannot be read.
    static func residentBytes() -> Int? {
        let fd = open("/proc/self/statm", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 127) }
        guard count > 0 else { return nil }
        let fields = String(decoding: buffer[0..<count], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
