/// "Did you mean …?": the known names closest to a mistyped one.
package enum Suggestions {
    /// Up to `limit` of `candidates` within a small edit distance of `typed` (or starting with
    /// it), closest first; empty when nothing is close. Case is ignored.
    package static func closest(to typed: String, in candidates: [String], limit: Int = 3) -> [String] {
        let needle = typed.lowercased()
        guard !needle.isEmpty else { return [] }
        // One edit per three characters typed, at least one and at most three.
        let allowed = min(3, max(1, needle.count / 3))
        var scored: [(name: String, distance: Int)] = []
        for candidate in candidates {
            let name = candidate.lowercased()
            if name.hasPrefix(needle) {
                scored.append((candidate, 0))
            } else {
                let distance = editDistance(needle, name, cap: allowed + 1)
                if distance <= allowed { scored.append((candidate, distance)) }
            }
        }
        var seen = Set<String>()
        return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .map(\.name).filter { seen.insert($0).inserted }.prefix(limit).map { $0 }
    }

    /// The optimal-string-alignment distance (insertions, deletions, substitutions and swaps of
    /// neighbours), stopping early at `cap`.
    static func editDistance(_ a: String, _ b: String, cap: Int) -> Int {
        let a = Array(a), b = Array(b)
        if abs(a.count - b.count) >= cap { return cap }
        if a.isEmpty || b.isEmpty { return min(cap, max(a.count, b.count)) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowBest = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
                rowBest = min(rowBest, value)
            }
            if rowBest >= cap { return cap }
            (before, previous, current) = (previous, current, before)
        }
        return min(cap, previous[b.count])
    }
}
