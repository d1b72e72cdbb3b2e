extension Simulation {
    /// Step 2 of `UIApplicationMain` with a main storyboard (uikit-behaviour.md, "Launch"):
    /// opens the storyboard, makes a window with the screen's bounds, gives it to the
    /// delegate's `window`, and sets the initial controller as its root. The core's launch
    /// calls this before `willFinishLaunching`, and sends `makeKeyAndVisible()` to the
    /// returned window after `didFinishLaunching`.
    ///
    /// - A storyboard missing from the catalogue raises UIKit's "Could not find a storyboard".
    /// - A delegate without a `window` property raises NSInternalInconsistencyException
    ///   *The app delegate must implement the window property if it wants to use a main
    ///   storyboard file.*
    /// - No entry point logs *Failed to instantiate the default view controller for
    ///   UIMainStoryboardFile 'Main' - perhaps the designated entry point is not set?* and the
    ///   window is still returned, without a root.
    ///
    /// - Returns: the window to show after `didFinishLaunching`, or nil after an exception.
    func loadMainStoryboard(named name: String, delegate: any UIApplicationDelegate) -> UIWindow? {
        withCurrent {
            let storyboard = UIStoryboard(name: name, bundle: nil)
            guard isAlive else { return nil }
            let window = UIWindow()
            delegate.window = window
            guard delegate.window === window else {
                raise(ExceptionName.internalInconsistency,
                      "The app delegate must implement the window property if it wants to use a main storyboard file.")
                return nil
            }
            guard let initial = storyboard.instantiateInitialViewController() else {
                if isAlive {
                    logLine("Failed to instantiate the default view controller for UIMainStoryboardFile '\(name)' "
                        + "- perhaps the designated entry point is not set?")
                }
                return isAlive ? window : nil
            }
            window.rootViewController = initial
            return isAlive ? window : nil
        }
    }
}
