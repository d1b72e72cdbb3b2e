/// An on/off switch.
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false

    /// Turns the switch on or off; no action is sent (UIKit sends `.valueChanged` only for
    /// the user's change).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}

/// A row of segments, one of them selected.
open class UISegmentedControl: UIControl {
    /// The index of the selected segment, or `noSegment`.
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// Whether a segment stays selected after a tap (Apple, `isMomentary`: "The default value
    /// of this property is false"); recorded.
    open var isMomentary = false
    private var titles: [String?] = []

    /// The index that means "no segment selected".
    public static let noSegment = -1

    /// Makes a control with a segment for each title.
    public convenience init(items: [String]) {
        self.init(frame: .zero)
        titles = items
    }

    /// How many segments there are.
    open var numberOfSegments: Int { titles.count }

    /// The title of the segment at `segment`, nil when out of range.
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Sets the title of the segment at `segment` (ignored when out of range).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
    }

    /// Inserts a segment with a title at `segment` (clamped to the number of segments).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(segment, 0), titles.count))
    }

    /// Removes every segment.
    open func removeAllSegments() {
        titles.removeAll()
        selectedSegmentIndex = Self.noSegment
    }
}

/// A bar showing how far a task has gone.
open class UIProgressView: UIView {
    /// The look of the bar.
    public enum Style: Int, Sendable, CaseIterable {
        case `default`, bar
    }

    /// The progress style.
    open var progressViewStyle: Style = .default
    /// The progress, kept between 0 and 1 as UIKit pins it.
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = min(max(newValue, 0), 1) }
    }
    private var storedProgress: Float = 0

    /// Makes a progress view of a style.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Sets the progress.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }
}
