/// A native stand-in for a script object that is not an instance of a UIKitSim class (a data
/// source's `ScriptProxy`): `UIKitHost.value(_:)` gives scripts the script object back rather
/// than the stand-in. Objects of UIKitSim classes made for a script subclass carry a
/// `ScriptLink` instead.
protocol ScriptBacked: AnyObject {
    /// The script object, while it is alive.
    var script: AnyObject? { get }
}
