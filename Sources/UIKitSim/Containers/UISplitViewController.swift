/// A primary and a secondary column.
open class UISplitViewController: UIViewController {}
