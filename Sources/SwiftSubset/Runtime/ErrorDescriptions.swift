/// `error.localizedDescription` of a program's error value. Foundation answers it from the
/// type's `errorDescription` when the type adopts `LocalizedError` and gives one; otherwise it
/// writes a sentence naming the module and the case number whose words differ between Linux
/// ("could not") and Apple's platforms ("couldn’t"), so that is refused rather than guessed.
enum ErrorDescriptions {
    /// The description, or nil when `type` adopts neither `Error` nor `LocalizedError`.
    static func localizedDescription(_ error: Value, _ type: TypeDecl) throws(Interrupt) -> Value? {
        guard type.adopts("Error") || type.adopts("LocalizedError") else { return nil }
        let declares = type.selfAndSuperclasses.contains { $0.storedIndex["errorDescription"] != nil }
            || type.findMethod("get:errorDescription") != nil
        // Only an optional `errorDescription` is the requirement's witness (a `String` one is
        // another property, and Foundation then reads the requirement's default, nil).
        if type.adopts("LocalizedError"), declares, case .optional(.string(let text)?) = try Members.get(error, "errorDescription") {
            return .string(text)
        }
        throw .unsupported("'localizedDescription' of an error without an 'errorDescription' from 'LocalizedError' is not supported yet")
    }
}
