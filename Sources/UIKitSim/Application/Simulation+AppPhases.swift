extension UIApplication {
    /// Where the app is (Apple's `UIApplication.State`).
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }
}

extension Simulation {
    /// The user leaves the app (home gesture): a scene app's scenes get
    /// `sceneWillResignActive(_:)` then `sceneDidEnterBackground(_:)`; an app without scenes
    /// gets `applicationWillResignActive(_:)` then `applicationDidEnterBackground(_:)`. No
    /// controller is told: the screen's controllers get no disappearance callbacks (Apple,
    /// "Managing your app's life cycle"; the device log cited in AppPhaseTests). Throws when
    /// the app is already in the background.
    public func enterBackground() throws {
        guard application.applicationState != .background else {
            throw UserActionError(description: "the app is already in the background")
        }
        userTurn {
            changePhase(scene: [(.foregroundInactive, .sceneWillResignActive, { $0.sceneWillResignActive($1) }),
                                (.background, .sceneDidEnterBackground, { $0.sceneDidEnterBackground($1) })],
                        app: [(.inactive, .applicationWillResignActive, { $0.applicationWillResignActive($1) }),
                              (.background, .applicationDidEnterBackground, { $0.applicationDidEnterBackground($1) })])
        }
    }

    /// The user comes back to the app: `sceneWillEnterForeground(_:)` then
    /// `sceneDidBecomeActive(_:)`, or without scenes `applicationWillEnterForeground(_:)` then
    /// `applicationDidBecomeActive(_:)`; again no controller is told. Throws when the app is
    /// not in the background.
    public func enterForeground() throws {
        guard application.applicationState == .background else {
            throw UserActionError(description: "the app is not in the background")
        }
        userTurn {
            changePhase(scene: [Self.sceneWillEnterForeground, Self.sceneDidBecomeActive],
                        app: [(.inactive, .applicationWillEnterForeground, { $0.applicationWillEnterForeground($1) }),
                              Self.applicationDidBecomeActive])
        }
    }

    /// The end of a launch that becomes active on the turn after it, so after the commit that
    /// shows the root: an app without scenes gets `applicationDidBecomeActive(_:)` after the
    /// root's `viewDidAppear` (the device log cited in AppPhaseTests); a scene app whose window
    /// root is a navigation controller gets `sceneDidBecomeActive(_:)` after the child's
    /// `viewDidAppear` (iOS 18.1's log cited in `connectFirstScene(_:appDelegate:)`).
    func becomeActiveAfterLaunch() {
        schedule { [weak self] in self?.becomeActive() }
    }

    /// The last step into the foreground: `sceneDidBecomeActive(_:)` for every connected scene,
    /// or without scenes `applicationDidBecomeActive(_:)`.
    func becomeActive() {
        changePhase(scene: [Self.sceneDidBecomeActive], app: [Self.applicationDidBecomeActive])
    }

    /// One step of a scene's phase change: the state it enters and the delegate callback.
    typealias ScenePhaseStep = (UIScene.ActivationState, LifecycleCallback, (UISceneDelegate, UIScene) -> Void)
    /// One step of the phase change of an app without scenes.
    typealias AppPhaseStep = (UIApplication.State, LifecycleCallback, (UIApplicationDelegate, UIApplication) -> Void)

    /// A scene comes to the foreground, still inactive.
    static var sceneWillEnterForeground: ScenePhaseStep {
        (.foregroundInactive, .sceneWillEnterForeground, { $0.sceneWillEnterForeground($1) })
    }
    /// A scene becomes active.
    static var sceneDidBecomeActive: ScenePhaseStep { (.foregroundActive, .sceneDidBecomeActive, { $0.sceneDidBecomeActive($1) }) }
    /// An app without scenes becomes active.
    static var applicationDidBecomeActive: AppPhaseStep { (.active, .applicationDidBecomeActive, { $0.applicationDidBecomeActive($1) }) }

    /// Moves a scene app's connected scenes, or an app without scenes, through `scene` or
    /// `app`: each step sets the state, then tells the delegate. Scene delegates' callbacks are
    /// always traced (only scene apps have them); the app delegate's only when its script
    /// class implements them, so that the traces of lessons written before they existed stay
    /// as they were.
    func changePhase(scene steps: [ScenePhaseStep], app appSteps: [AppPhaseStep]) {
        guard application.usesScenes else {
            for (state, callback, call) in appSteps where isAlive {
                application.applicationState = state
                guard let delegate = application.delegate else { continue }
                if subclassBehaviourCarrier(delegate)?.subclassBehaviour?.implements(callback.rawValue) == true {
                    record(callback, identity(of: delegate))
                }
                call(delegate, application)
            }
            return
        }
        for (state, callback, call) in steps {
            // The app's state follows its scenes, set before their delegates hear of the change,
            // as it is for the app delegate.
            application.applicationState = Self.applicationState(for: state)
            for scene in application.orderedConnectedScenes where isAlive {
                scene.activationState = state
                guard let delegate = scene.delegate else { continue }
                record(callback, identity(of: delegate))
                call(delegate, scene)
            }
        }
    }

    /// The app's state while its scenes are in `state`.
    static func applicationState(for state: UIScene.ActivationState) -> UIApplication.State {
        switch state {
        case .foregroundActive: .active
        case .background, .unattached: .background
        case .foregroundInactive: .inactive
        }
    }
}
