/// UIKit's interface idioms (Apple, `UIUserInterfaceIdiom`: "Constants that indicate the
/// interface type for the device or an object that has a trait environment, such as a view and
/// view controller"). Raw values are UIKit's: unspecified −1, phone 0, pad 1, tv 2, carPlay 3,
/// mac 5, vision 6.
public enum UIUserInterfaceIdiom: Int, Sendable, CaseIterable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

extension Device {
    /// The idiom of the simulated device's traits (Apple, `UIUserInterfaceIdiom.phone`: "An
    /// interface designed for iPhone and iPod touch"; `.pad`: "An interface designed for iPad").
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        self == .iPhone ? .phone : .pad
    }
}
