/// A small deterministic random number generator (SplitMix64), so that a seed always gives
/// the same shuffle, on every platform and Swift version.
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound > 0), without the modulo bias mattering for small bounds.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}

extension Array {
    /// The elements in an order fixed by `seed` (Fisher–Yates with `SplitMix64`).
    public func shuffled(seed: UInt64) -> [Element] {
        var generator = SplitMix64(seed: seed)
        var result = self
        guard result.count > 1 else { return result }
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(index, generator.below(index + 1))
        }
        return result
    }
}

/// FNV-1a over UTF-8: a stable hash (Swift's `Hasher` changes from run to run).
public func stableHash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
}
