/// The share sheet: a controller offering services for the items it is given. UIKitSim offers
/// no services; it is presented and dismissed like any controller. Its style is `.popover`
/// (Apple, `UIActivityViewController`: "On iPad, you must present the view controller in a
/// popover. On iPhone and iPod touch, you must present it modally"), which on an iPhone adapts
/// to a sheet, and on an iPad needs `popoverPresentationController`'s `barButtonItem` or
/// `sourceView` set before it is presented.
open class UIActivityViewController: UIViewController {
    /// The items to share (text, images, URLs), as given.
    public let activityItems: [Any]

    /// Makes a share sheet for `activityItems`; `applicationActivities` are the app's own
    /// services, which UIKitSim does not show.
    public init(activityItems: [Any], applicationActivities: [AnyObject]?) {
        self.activityItems = activityItems
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
    }

    public required init?(coder: NSCoder) { return nil }
}
