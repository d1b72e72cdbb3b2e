extension ControllerSnapshot {
    /// `view.frame`, `view.size`, `view.subviews[N].frame` or `view.subviews[N].size`, rendered
    /// as `print` shows a `CGRect` or `CGSize` on iOS (`(20.0, 20.0, 80.0, 80.0)`); nil for
    /// another name or a view or subview that is not there.
    func viewProperty(_ name: String) -> String? {
        guard name.hasPrefix("view.") else { return nil }
        var rest = name.dropFirst("view.".count)
        var frame = viewFrame
        if rest.hasPrefix("subviews["), let close = rest.firstIndex(of: "]"),
           let index = Int(rest[rest.index(rest.startIndex, offsetBy: "subviews[".count)..<close]) {
            frame = subviewFrames.indices.contains(index) ? subviewFrames[index] : nil
            rest = rest[rest.index(after: close)...].drop { $0 == "." }
        }
        guard let frame, frame.count == 4 else { return nil }
        switch rest {
        case "frame": return Self.printed(frame)
        case "size": return Self.printed(Array(frame[2...]))
        default: return nil
        }
    }

    private static func printed(_ numbers: [Double]) -> String {
        "(" + numbers.map { "\($0)" }.joined(separator: ", ") + ")"
    }
}
