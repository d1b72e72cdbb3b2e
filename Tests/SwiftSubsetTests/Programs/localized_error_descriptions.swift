import Foundation

// `localizedDescription` of an error whose type adopts LocalizedError is its
// `errorDescription`.
enum LoginError: LocalizedError {
    case emptyName
    case shortPassword(Int)

    var errorDescription: String? {
        switch self {
        case .emptyName: return "Please enter a name."
        case .shortPassword(let n): return "The password needs \(n) more characters."
        }
    }
}

struct FetchError: LocalizedError {
    let code: Int
    var errorDescription: String? { "Request failed with \(code)" }
}

func logIn(_ name: String, _ password: String) throws {
    if name.isEmpty { throw LoginError.emptyName }
    if password.count < 8 { throw LoginError.shortPassword(8 - password.count) }
    print("welcome", name)
}

for (name, password) in [("", "x"), ("kim", "abc"), ("kim", "abcdefgh")] {
    do {
        try logIn(name, password)
    } catch {
        print("error:", error.localizedDescription)
    }
}
do {
    throw FetchError(code: 404)
} catch let e as FetchError {
    print(e.code, e.localizedDescription)
} catch {
    print("other")
}
let stored: Error = LoginError.emptyName
print(stored.localizedDescription, stored is LoginError)
print(LoginError.shortPassword(2).errorDescription ?? "none")

// Cast to LocalizedError: its adopters are, other errors are not.
enum Plain: Error { case oops }
for failure in [LoginError.emptyName, Plain.oops] as [Error] {
    if let described = failure as? LocalizedError {
        print("described:", described.errorDescription ?? "nil")
    } else {
        print("not a LocalizedError:", failure is LocalizedError)
    }
}
do { throw FetchError(code: 500) } catch let e as LocalizedError { print("caught", e.errorDescription ?? "") }
