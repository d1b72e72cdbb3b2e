// A Codable struct's nested CodingKeys enum names its JSON keys.

import Foundation
struct User: Codable {
    let userName: String
    let age: Int
    enum CodingKeys: String, CodingKey {
        case userName = "user_name"
        case age
    }
}
let u = try! JSONDecoder().decode(User.self, from: Data(#"{"user_name":"ann","age":7}"#.utf8))
print(u.userName, u.age)
let e = JSONEncoder()
e.outputFormatting = .sortedKeys
print(String(data: try! e.encode(u), encoding: .utf8)!)
struct Account: Codable {
    let userName: String
    enum CodingKeys: String, CodingKey { case userName = "user_name" }
}
do { _ = try JSONDecoder().decode(Account.self, from: Data(#"{"name":"ann"}"#.utf8)) } catch { print(error) }
struct Plain: Codable { let name: String }
do { _ = try JSONDecoder().decode(Plain.self, from: Data(#"{"x":"ann"}"#.utf8)) } catch { print(error) }
