/// Controllers behind the tabs of a tab bar.
open class UITabBarController: UIViewController {}
