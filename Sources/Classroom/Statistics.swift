/// Descriptive statistics used by ``ItemAnalysis``: nil where the figure is undefined.
enum Statistics {
    static func mean(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }

    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// Sample covariance (n − 1); nil below two values or when the lengths differ.
    static func covariance(_ x: [Double], _ y: [Double]) -> Double? {
        guard x.count == y.count, x.count >= 2, let meanX = mean(x), let meanY = mean(y) else { return nil }
        let sum = zip(x, y).reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
        return sum / Double(x.count - 1)
    }

    /// Sample variance (n − 1); nil below two values.
    static func variance(_ values: [Double]) -> Double? { covariance(values, values) }
}
