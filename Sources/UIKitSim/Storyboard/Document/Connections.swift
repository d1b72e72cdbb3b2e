/// An outlet drawn in Interface Builder: `<outlet property="titleLabel" destination="…"/>` in a
/// controller's `connections`. Connected when the controller's view loads, before viewDidLoad.
struct OutletConnection: Sendable, Equatable {
    /// The property set on the controller (`titleLabel`).
    var property: String
    /// The id of the object it points at (a view of the scene).
    var destinationID: String
    /// The line of the element, for messages.
    var line: Int
}

/// An action drawn from a control: `<action selector="tapped:" destination="…"
/// eventType="touchUpInside"/>` in the control's `connections`.
struct ActionConnection: Sendable, Equatable {
    /// The Objective-C selector (`tapped:`, `tapped`, `tapped:forEvent:`).
    var selector: String
    /// The id of the target (the scene's controller, usually).
    var destinationID: String
    /// The control event (`touchUpInside`, `valueChanged`, `primaryActionTriggered`).
    var eventType: String?
    /// The line of the element, for messages.
    var line: Int
}
