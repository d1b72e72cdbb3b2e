/// UIKitSim: a headless simulator of UIKit's view-controller system.
public enum UIKitSimInfo {
    /// The iOS version whose behaviour the simulator follows.
    public static let simulatedIOSVersion = "18"
}
