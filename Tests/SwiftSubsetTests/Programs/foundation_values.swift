import Foundation

// URL(string:), UUID() and UserDefaults, as small apps use them.
if let url = URL(string: "https://www.hackingwithswift.com/samples/petitions-1.json") {
    print(url.absoluteString)
    print(url)
}
print(URL(string: "") == nil)

let id = UUID()
print(id.uuidString.count, id == id, id.uuidString == UUID().uuidString)

let defaults = UserDefaults.standard
print(defaults.integer(forKey: "highScore"), defaults.string(forKey: "name") == nil, defaults.bool(forKey: "seen"))
defaults.set(42, forKey: "highScore")
defaults.set("Ann", forKey: "name")
defaults.set(true, forKey: "seen")
defaults.set(["a", "b"], forKey: "list")
print(defaults.integer(forKey: "highScore"), defaults.string(forKey: "name")!, defaults.bool(forKey: "seen"))
print(defaults.array(forKey: "list") as? [String] ?? [])
defaults.removeObject(forKey: "name")
print(defaults.object(forKey: "name") == nil)
