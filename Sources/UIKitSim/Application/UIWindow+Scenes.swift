extension UIWindow {
    /// Makes a hidden window attached to `windowScene`, with its screen's bounds (iOS 13).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// The scene the window is attached to; nil for a window made with `UIWindow()` or
    /// `UIWindow(frame:)` until it is set. In a scene-based app a window shows only once it has
    /// one: a window sent `makeKeyAndVisible()` before then shows when it gets its scene.
    public var windowScene: UIWindowScene? {
        get {
            simulation?.application.connectedSceneList.lazy
                .compactMap { $0 as? UIWindowScene }
                .first { $0.windows.contains { $0 === self } }
        }
        set {
            guard newValue !== windowScene else { return }
            windowScene?.detach(self)
            guard let newValue, let application = simulation?.application else { return }
            newValue.attach(self)
            let awaited = application.windowsAwaitingScene.contains { $0.value === self }
            application.windowsAwaitingScene.removeAll { $0.value == nil || $0.value === self }
            if awaited { makeKeyAndVisible() }
        }
    }

    /// Whether the window may become key and visible now: always in an app without scenes;
    /// in a scene-based app only when attached to a scene (otherwise it is remembered, and
    /// shown when it gets one). Apple's `init(windowScene:)`: the scene is the one "in which to
    /// display the window"; a window in none is displayed nowhere (docs/decisions.md, "Scenes").
    func mayShowElseAwaitScene() -> Bool {
        guard let application = simulation?.application, application.usesScenes, windowScene == nil else { return true }
        if !application.windowsAwaitingScene.contains(where: { $0.value === self }) {
            application.windowsAwaitingScene.append(WeakBox(self))
        }
        return false
    }
}
