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

/// A slider choosing a value between a minimum and a maximum. Defaults and clamping are
/// Apple's (`UISlider.value`: "If you try to set a value that's below the minimum or above the
/// maximum, the minimum or maximum value is set instead. The default value of this property is
/// 0.0"; `minimumValue` 0.0 and `maximumValue` 1.0 by default, and changing either pulls the
/// value and the other bound along). Setting the value in code sends no action: UIKit sends
/// `.valueChanged` for the user's drag (`moveSlider(to:)`).
open class UISlider: UIControl {
    private var storedValue: Float = 0
    /// The lowest value (Apple: default 0.0).
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            if storedValue < minimumValue { storedValue = minimumValue }
        }
    }
    /// The highest value (Apple: default 1.0).
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            if storedValue > maximumValue { storedValue = maximumValue }
        }
    }
    /// Whether a drag sends `.valueChanged` as it goes (Apple, `isContinuous`: default true);
    /// recorded (a simulated drag is one move).
    open var isContinuous = true

    /// The current value, kept between the bounds.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }

    /// Sets the value (no animation is drawn; no action is sent).
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// The user drags the thumb to `value` (clamped): the value changes, then the control
    /// sends `.valueChanged` (Apple, `UIControl.Event.valueChanged`: "A touch dragging or
    /// otherwise manipulating a control, causing it to emit a series of different values").
    public func moveSlider(to value: Float) {
        let before = storedValue
        self.value = value
        if storedValue != before { sendActions(for: .valueChanged) }
    }
}
