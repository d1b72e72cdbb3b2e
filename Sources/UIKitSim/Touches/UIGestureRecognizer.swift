import Foundation

/// A gesture recognizer: it sees a view's touches before the view does and turns them into a
/// gesture, through UIKit's state machine (Apple, "About the Gesture Recognizer State
/// Machine"): a discrete gesture goes from `.possible` to `.recognized` (`.ended`) or
/// `.failed`; a continuous one from `.possible` to `.began`, `.changed`…, then `.ended` or
/// `.cancelled`, or to `.failed`. Its actions are sent on every change to `.began`, `.changed`,
/// `.ended` and `.cancelled` (Apple, `UIGestureRecognizer`: "the gesture recognizer sends an
/// action message to each designated target"); after the gesture ends or fails it is reset to
/// `.possible` (Apple, `reset()`: "The runtime calls this method after the gesture-recognizer
/// state has been set to UIGestureRecognizer.State.ended or UIGestureRecognizer.State.recognized").
/// A script subclass overrides the touch methods and `reset()` through `SubclassBehaviour`.
open class UIGestureRecognizer: NSObject, SubclassBehaviourCarrier {
    /// The states of the state machine.
    public enum State: Int, Sendable, CaseIterable {
        case possible, began, changed, ended, cancelled, failed

        /// A discrete gesture's success: the same state as `.ended`.
        public static let recognized = State.ended
    }

    /// The behaviour of the interpreted subclass this recognizer is an instance of, if any.
    public var subclassBehaviour: SubclassBehaviour?
    /// Where the recognizer is in its state machine. Setting a state that sends actions sends
    /// them at once, as UIKit does when a subclass sets it. Leaving `.possible` for `.began` or
    /// `.ended` when the delegate or a recognizer of the same touch forbids it (`mayBegin()`)
    /// gives `.failed` instead.
    open var state: State {
        get { storedState }
        set {
            let old = storedState
            let blocked = old == .possible && [.began, .ended].contains(newValue) && !mayBegin()
            storedState = blocked ? .failed : newValue
            if storedState != old, [.began, .changed, .ended, .cancelled].contains(storedState) { sendActions() }
        }
    }
    private var storedState: State = .possible
    /// The object asked whether to receive touches and to begin (Apple,
    /// `UIGestureRecognizer.delegate`, weak).
    open weak var delegate: UIGestureRecognizerDelegate?
    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// Whether the recognizer takes touches (true by default).
    open var isEnabled = true
    /// Whether the view's touches are cancelled once the gesture is recognized (true by
    /// default; Apple, `cancelsTouchesInView`).
    open var cancelsTouchesInView = true
    /// The actions to send, in the order they were added.
    private var actions: [(key: AnyObject?, send: (UIGestureRecognizer) -> Void)] = []
    /// The touches the recognizer follows (those not ignored).
    var trackedTouches: [UITouch] = []
    /// Touches the recognizer was told to ignore (`ignore(_:for:)`).
    var ignoredTouches: [UITouch] = []

    /// Makes a recognizer that sends `action` on each change of state that sends actions.
    /// `key` identifies the target for `removeTarget`.
    public init(key: AnyObject? = nil, action: ((UIGestureRecognizer) -> Void)? = nil) {
        super.init()
        subclassBehaviour = Simulation.ambient.takeSubclassBehaviour(for: self)
        if let action { actions.append((key, action)) }
    }

    /// Adds an action (Apple, `addTarget(_:action:)`).
    public func addAction(key: AnyObject?, _ action: @escaping (UIGestureRecognizer) -> Void) {
        actions.append((key, action))
    }

    /// Removes the actions of the target `key` (every action when nil).
    public func removeActions(key: AnyObject?) {
        actions.removeAll { key == nil || $0.key === key }
    }

    private func sendActions() {
        for action in actions { action.send(self) }
    }

    /// The centroid of the tracked touches in `view`'s coordinates (Apple, `location(in:)`:
    /// "The returned value is a generic single-point location for the gesture computed by the
    /// UIKit framework. It is usually the centroid of the touches involved in the gesture").
    open func location(in view: UIView?) -> CGPoint {
        let points = trackedTouches.map { $0.location(in: view) }
        guard !points.isEmpty else { return .zero }
        let count = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
    }

    /// The number of tracked touches.
    open var numberOfTouches: Int { trackedTouches.count }

    /// Stops following `touch` (Apple, `ignore(_:for:)`): it is not given to this recognizer
    /// again.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        ignoredTouches.append(touch)
    }

    /// Back to `.possible` with nothing tracked; a subclass's override runs first (it should
    /// call super).
    open func reset() {
        if subclassOverrideRan("reset()") { return }
        resetState()
    }

    /// UIKit's own reset, which a subclass's `super.reset()` reaches.
    public func resetState() {
        trackedTouches = []
        ignoredTouches = []
        if state != .possible { storeStateWithoutActions(.possible) }
    }

    private func storeStateWithoutActions(_ newState: State) {
        let kept = actions
        actions = []
        state = newState
        actions = kept
    }

    private func subclassOverrideRan(_ method: String, _ arguments: Any?...) -> Bool {
        subclassBehaviour?.perform(method, on: self, with: arguments) != nil
    }

    /// Gives the recognizer touches of `phase` (a subclass's override, else UIKit's default).
    public func deliver(_ method: UIResponder.TouchMethod, _ touches: Set<UITouch>, with event: UIEvent) {
        if method == .began {
            // A touch the delegate refuses is ignored for the rest of its sequence.
            for touch in touches where !mayReceive(touch) && !ignoredTouches.contains(where: { $0 === touch }) {
                ignoredTouches.append(touch)
            }
        }
        let followed = touches.filter { touch in !ignoredTouches.contains { $0 === touch } }
        guard !followed.isEmpty else { return }
        if method == .began {
            for touch in followed where !trackedTouches.contains(where: { $0 === touch }) {
                trackedTouches.append(touch)
                touch.receivingRecognizers.append(self)
            }
        }
        if subclassOverrideRan(method.rawValue, followed, event) { return }
        handle(method, followed, with: event)
    }

    /// What the recognizer's own class does with touches; the base class does nothing. A
    /// subclass's `super.touchesBegan(…)` reaches it.
    open func handle(_ method: UIResponder.TouchMethod, _ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// A tap: recognized when the finger lifts (Apple, `UITapGestureRecognizer`: "The gesture is
/// recognized when the specified number of fingers tap the view the specified number of
/// times"). Discrete: its action is sent once, with the state `.ended`.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed (1 by default).
    open var numberOfTapsRequired = 1
    /// Fingers needed (1 by default).
    open var numberOfTouchesRequired = 1

    open override func handle(_ method: UIResponder.TouchMethod, _ touches: Set<UITouch>, with event: UIEvent?) {
        guard method == .ended, state == .possible else {
            if method == .cancelled { state = .failed }
            return
        }
        let taps = touches.first?.tapCount ?? 0
        state = numberOfTouchesRequired == trackedTouches.count && taps >= numberOfTapsRequired ? .ended : .failed
    }
}

extension UIView {
    /// Attaches a recognizer (Apple, `addGestureRecognizer(_:)`); a recognizer belongs to one
    /// view at a time.
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        attachedRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches a recognizer.
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        attachedRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    /// The attached recognizers, or nil when there are none (as UIKit answers).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        attachedRecognizers.isEmpty ? nil : attachedRecognizers
    }
}
