/// A bar of `width` cells, filled in proportion: `███░░░░░`.
package enum ProgressBar {
    package static func draw(_ done: Int, of total: Int, width: Int = 8, style: TerminalStyle) -> String {
        guard total > 0 else { return style.apply([.dim], String(repeating: "░", count: width)) }
        let filled = min(width, (max(0, done) * width + total / 2) / total)
        let full = done >= total && total > 0
        // Never round an unfinished bar up to full, nor a started one down to empty.
        let cells = full ? width : done > 0 ? max(1, min(width - 1, filled)) : 0
        let bar = String(repeating: "█", count: cells)
        let rest = String(repeating: "░", count: width - cells)
        return style.apply([full ? .green : .cyan], bar) + style.apply([.dim], rest)
    }
}
