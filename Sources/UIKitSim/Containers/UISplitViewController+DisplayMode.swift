/// Display modes of an expanded split view (docs/decisions.md, UIKitSim, "Split view display
/// modes"). Apple's `UISplitViewController.DisplayMode.automatic`: the split view "automatically
/// decides the most appropriate display mode based on the device and the current app size";
/// on an iPad that is the secondary alone in portrait and both columns side by side in
/// landscape (useyourloaf.com, "Split View Controller Display Modes", 2020: the default "hides
/// the master view"; the iPad's portrait and landscape behaviour since iOS 3.2). A collapsed
/// split view is not affected (Apple's `isCollapsed`: "the displayMode property has no impact").
extension UISplitViewController {
    /// How the columns of an expanded split view are arranged.
    public enum DisplayMode: Int, CaseIterable, Sendable {
        /// The split view chooses (never reported by `displayMode`).
        case automatic
        /// Only the secondary column shows; the primary is off screen.
        case secondaryOnly
        /// The primary column beside the secondary.
        case oneBesideSecondary
        /// The primary column over the secondary, which keeps the whole width.
        case oneOverSecondary
        /// Primary and supplementary beside the secondary (shown here as `.oneBesideSecondary`).
        case twoBesideSecondary
        /// Primary and supplementary over the secondary (shown here as `.oneOverSecondary`).
        case twoOverSecondary
        /// Primary and supplementary pushing the secondary aside (shown here as `.oneBesideSecondary`).
        case twoDisplaceSecondary

        /// The iOS 8 name of `.secondaryOnly`.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The iOS 8 name of `.oneBesideSecondary`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The iOS 8 name of `.oneOverSecondary`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// The arrangement now, never `.automatic`: `preferredDisplayMode` when it names one (the
    /// supplementary column is not simulated, so the "two" modes give their "one" kin),
    /// otherwise by how the device is held.
    public var displayMode: DisplayMode {
        switch preferredDisplayMode {
        case .automatic:
            let landscape = (simulation?.orientation ?? .portrait).isLandscape
            return landscape && !isCollapsed ? .oneBesideSecondary : .secondaryOnly
        case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
        case .twoOverSecondary: return .oneOverSecondary
        case let mode: return mode
        }
    }

    /// Whether an expanded split view shows its primary column.
    var showsPrimary: Bool { displayMode != .secondaryOnly }

    /// Shows or hides the primary column, when the turn ends, if the display mode now says
    /// otherwise than the screen: the primary appears (loading if needed, its view put in the
    /// split view's) or disappears (its view leaves the window), with its appearance callbacks.
    func updateShownColumnsSoon(animated: Bool) {
        guard pendingColumnChange == nil, primaryVisibilityIsStale, let simulation else { return }
        pendingColumnChange = animated
        simulation.atCommit { [weak self] in
            guard let self else { return }
            let animated = pendingColumnChange ?? false
            pendingColumnChange = nil
            updateShownColumns(animated: animated)
        }
    }

    private var primaryVisibilityIsStale: Bool {
        guard isAppAlive, !isCollapsed, isOnScreen, let primary else { return false }
        let shown = primary.appearanceState == .appearing || primary.appearanceState == .appeared
        return shown != showsPrimary
    }

    private func updateShownColumns(animated: Bool) {
        guard primaryVisibilityIsStale, let primary else { return }
        if showsPrimary {
            installContent(primary)
            primary.runAppearanceTransition(appearing: primary, disappearing: nil, animated: animated) {}
        } else {
            primary.runAppearanceTransition(appearing: nil, disappearing: primary, animated: animated) { [weak self, weak primary] in
                guard let self, let primary, !showsPrimary else { return }
                primary.loadedView?.removeFromSuperview()
            }
        }
        layoutContent()
    }
}
