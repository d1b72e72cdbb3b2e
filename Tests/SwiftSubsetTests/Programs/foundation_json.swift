import Foundation

// JSONDecoder and JSONEncoder with synthesised Codable conformances, as Hacking with Swift's
// Whitehouse Petitions and Apple's NavBar sample use them.
struct Petition: Codable {
    var title: String
    var body: String
    var signatureCount: Int
}

struct Petitions: Codable {
    var results: [Petition]
}

struct City: Codable {
    let name: String
    let population: Int?
    let area: Double
    let capital: Bool
    let tags: [String]
}

let json = """
{"results": [{"title": "Save the bees", "body": "Please.", "signatureCount": 120},
             {"title": "More parks", "body": "Green!", "signatureCount": 7}]}
"""
let decoder = JSONDecoder()
if let petitions = try? decoder.decode(Petitions.self, from: Data(json.utf8)) {
    print(petitions.results.count)
    for p in petitions.results { print(p.title, p.signatureCount) }
}

let cities = try JSONDecoder().decode([String].self, from: Data(#"["Amsterdam", "Berlin", "Cairo"]"#.utf8))
print(cities)

let cityJSON = #"{"name": "Oslo", "area": 454.0, "capital": true, "tags": ["fjord", "cold"]}"#
let oslo = try JSONDecoder().decode(City.self, from: cityJSON.data(using: .utf8)!)
print(oslo.name, oslo.population == nil, oslo.area, oslo.capital, oslo.tags)

do {
    _ = try JSONDecoder().decode(Petition.self, from: Data(#"{"title": "x", "body": "y", "signatureCount": "many"}"#.utf8))
} catch {
    print(error)
}
do {
    _ = try JSONDecoder().decode(Petition.self, from: Data(#"{"title": "x", "body": "y"}"#.utf8))
} catch {
    print(error)
}
do {
    _ = try JSONDecoder().decode(Petitions.self, from: Data(#"{"results": [{"title": 3}]}"#.utf8))
} catch {
    print(error)
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try encoder.encode(Petition(title: "A", body: "B", signatureCount: 3))
print(String(decoding: data, as: UTF8.self))
print(String(data: try encoder.encode([1, 2, 3]), encoding: .utf8)!)
print(data.count, Data("abc".utf8))
