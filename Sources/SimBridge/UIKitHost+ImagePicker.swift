import SwiftSubset
import UIKitSim

/// `UIImagePickerController`: a navigation controller presented as a record of how the program
/// configured it. No photo library stands behind it, so no picture is ever picked: a program's
/// `imagePickerController(_:didFinishPickingMediaWithInfo:)` is never called.
extension UIKitHost {
    /// The delegate methods a script adopting UIImagePickerControllerDelegate may implement.
    static let imagePickerDelegateNames = [
        "imagePickerController(_:didFinishPickingMediaWithInfo:)", "imagePickerControllerDidCancel(_:)",
    ]

    /// `UIImagePickerController.InfoKey`'s keys (a struct of constants in UIKit), for the
    /// delegate's `info` dictionary.
    static let imagePickerInfoKeys = HostEnum(name: "UIImagePickerController.InfoKey", cases: [
        "mediaType", "originalImage", "editedImage", "cropRect", "mediaURL", "referenceURL", "mediaMetadata",
        "livePhoto", "phAsset", "imageURL",
    ])

    func addImagePicker() {
        let bridge = bridge
        let picker = ui.imagePickerController
        picker.describe = { "\($0)" }
        picker.defineInit("init()") { _, _ throws(Interrupt) -> AnyObject in
            bridge.within { UIImagePickerController() }
        }
        picker.properties["allowsEditing"] = boolProperty(UIImagePickerController.self, get: { $0.allowsEditing },
                                                          set: { $0.allowsEditing = $1 })
        enumProperty(picker, "sourceType", UIImagePickerController.self, enumName: "UIImagePickerController.SourceType",
                     get: { $0.sourceType }, set: { $0.sourceType = $1 })
    }
}
