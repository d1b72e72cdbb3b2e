// JSONDecoder's and JSONEncoder's snake-case key strategies.

import Foundation
struct Profile: Codable { var firstName: String; var lastLogin: Int }
let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
let p = try! decoder.decode(Profile.self, from: Data(#"{"first_name":"Al","last_login":3}"#.utf8))
print(p.firstName, p.lastLogin)
let encoder = JSONEncoder()
encoder.keyEncodingStrategy = .convertToSnakeCase
encoder.outputFormatting = .sortedKeys
print(String(data: try! encoder.encode(p), encoding: .utf8)!)
do { _ = try decoder.decode(Profile.self, from: Data(#"{"firstName":"Al","last_login":3}"#.utf8)) } catch { print(error) }
