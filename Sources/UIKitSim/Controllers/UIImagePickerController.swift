/// The system's photo picker, as a record of how the program configured it: presented like
/// any navigation controller (it is one: Apple, `UIImagePickerController`, "class
/// UIImagePickerController : UINavigationController"), with no photo library behind it. Its
/// delegate is the navigation controller's (Apple, `delegate`: "The image picker's delegate
/// object", typed `(UIImagePickerControllerDelegate & UINavigationControllerDelegate)?`).
open class UIImagePickerController: UINavigationController {
    /// Where the pictures come from.
    public enum SourceType: Int, Sendable, CaseIterable {
        case photoLibrary, camera, savedPhotosAlbum
    }

    /// Apple, `allowsEditing`: "This property is set to false by default."
    open var allowsEditing = false
    /// Apple, `sourceType`: "The default value is UIImagePickerController.SourceType.photoLibrary."
    open var sourceType: SourceType = .photoLibrary
    /// The uniform type identifiers of the media offered (Apple, `mediaTypes`: "By default, this
    /// property is set to the single value kUTTypeImage", the identifier "public.image").
    open var mediaTypes = ["public.image"]

    /// Makes a picker, as `UIImagePickerController()` does.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }
}
