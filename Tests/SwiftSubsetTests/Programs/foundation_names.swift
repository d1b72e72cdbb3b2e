import Foundation

// URL.host, UUID(uuidString:) and Float(_:), as the corpus's apps use them.
print(URL(string: "https://www.hackingwithswift.com/read/1")?.host ?? "none")
print(URL(string: "apple.com")?.host ?? "none")
if let id = UUID(uuidString: "5a4bcfce-174e-4bac-a814-092e77f6b7e5") {
    print(id.uuidString)
}
print(UUID(uuidString: "not a uuid") == nil)
let third = Float(1.0 / 3.0)
print(third, Float(0.1), Float(2))

// DateComponents, as a calendar trigger is given them.
var components = DateComponents()
print(components, components.hour == nil)
components.hour = 10
components.minute = 30
print(components)
components.year = 2024; components.month = 2; components.day = 3; components.second = 5; components.weekday = 2
print(components, components.hour ?? 0)
