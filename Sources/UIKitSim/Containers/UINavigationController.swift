/// A stack of controllers with a navigation bar.
open class UINavigationController: UIViewController {}
