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
        picker.properties["mediaTypes"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                .array(((object as? UIImagePickerController)?.mediaTypes ?? []).map(Value.string))
            },
            set: { object, value throws(Interrupt) in
                guard case .array(let items) = value.unwrapped else { throw .fatal("Fatal error: mediaTypes expects an array of strings") }
                var types: [String] = []
                for item in items {
                    guard case .string(let type) = item.unwrapped else { throw .fatal("Fatal error: mediaTypes expects an array of strings") }
                    types.append(type)
                }
                try bridge.perform { (object as? UIImagePickerController)?.mediaTypes = types }
            })
    }
}
