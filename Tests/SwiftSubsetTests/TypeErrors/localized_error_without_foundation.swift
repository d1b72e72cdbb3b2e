// LocalizedError is Foundation's protocol: without `import Foundation` it cannot be found.
enum LoginError: LocalizedError {
    case wrongPassword
    var errorDescription: String? { "The password is wrong." }
}

print(LoginError.wrongPassword.localizedDescription)
