extension RunReport.TraceEntry {
    /// The event as `--trace` prints it: `Object.event`, then the detail after a space.
    public var line: String {
        object + "." + event + (detail.map { " " + $0 } ?? "")
    }
}
