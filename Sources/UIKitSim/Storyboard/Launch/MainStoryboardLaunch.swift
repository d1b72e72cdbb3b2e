extension MainStoryboard {
    /// The main storyboard for the core's launch (`UIApplicationMain`), taken from `catalogue`:
    /// the launch instantiates its initial controller after giving the delegate its window.
    /// A name missing from the catalogue raises UIKit's "Could not find a storyboard" at that
    /// point; a storyboard without an entry point gives nil, which the launch logs.
    public static func named(_ name: String, in catalogue: StoryboardCatalogue) -> MainStoryboard {
        MainStoryboard(name: name) {
            catalogue.withCurrent {
                UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
            }
        }
    }
}
