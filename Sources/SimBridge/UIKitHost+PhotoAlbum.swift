import SwiftSubset
import UIKitSim

/// `UIImageWriteToSavedPhotosAlbum(_:_:_:_:)` and the types its completion selector's
/// signature names (`image(_:didFinishSavingWithError:contextInfo:)` takes an `NSError?` and an
/// `UnsafeRawPointer`). UIKitSim has no photo library and does not ask the user's permission
/// (Apple: saving needs `NSPhotoLibraryAddUsageDescription` and the user's consent), so a call
/// stops the run with a precise "not supported" rather than pretending the save succeeded.
extension UIKitHost {
    static let photoAlbum = Prelude(photoAlbumPrelude)
    /// `NSError` as far as programs read it: `domain`, `code`, `userInfo` and the
    /// `localizedDescription` Apple documents ("By default this method returns the object in
    /// the user info dictionary for the key NSLocalizedDescriptionKey"; otherwise a string
    /// made from the domain and code whose wording is not documented, so it is refused).
    /// `UnsafeRawPointer` is a name only: no program can make one.
    static let photoAlbumPrelude = """
    let NSLocalizedDescriptionKey = "NSLocalizedDescription"
    class NSError: Error {
        let domain: String
        let code: Int
        let userInfo: [String: Any]
        init(domain: String, code: Int, userInfo dict: [String: Any]?) {
            self.domain = domain; self.code = code; self.userInfo = dict ?? [:]
        }
        var localizedDescription: String {
            if let text = userInfo[NSLocalizedDescriptionKey] as? String { return text }
            return __simBridgeUndocumentedErrorText(domain, code)
        }
    }
    struct UnsafeRawPointer {
        private init() {}
    }

    """

    func addPhotoAlbum(to module: inout HostModule) {
        module.preludes.append(Self.photoAlbum)
        let save: ([Value]) throws(Interrupt) -> Value = { _ throws(Interrupt) -> Value in
            throw .unsupported("UIImageWriteToSavedPhotosAlbum is not supported: UIKitSim has no photo library and does not ask "
                               + "the user's permission to add to it, so neither the save nor its completion selector is simulated")
        }
        module.functions["UIImageWriteToSavedPhotosAlbum(_:_:_:_:)"] = save
        let errorText: ([Value]) throws(Interrupt) -> Value = { args throws(Interrupt) -> Value in
            let domain = args.first.flatMap(Self.text) ?? ""
            throw .unsupported("localizedDescription of an NSError (domain \(domain)) without NSLocalizedDescriptionKey is not "
                               + "supported: Apple documents that it is made from the domain and code, not its wording")
        }
        module.functions["__simBridgeUndocumentedErrorText(_:_:)"] = errorText
    }
}
