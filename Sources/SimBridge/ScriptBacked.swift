/// A native object made for an object of a script class (`class Inbox: UIViewController`,
/// an app delegate): `UIKitHost.value(_:)` gives scripts the script object back rather than
/// the native one, and inspection reads the script's classes and properties through it.
/// Every native class the bridge makes for a script superclass conforms.
protocol ScriptBacked: AnyObject {
    /// The script object, while it is alive.
    var script: AnyObject? { get }
}
