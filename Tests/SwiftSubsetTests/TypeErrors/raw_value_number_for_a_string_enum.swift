enum Planet: String {
    case mercury = "Mercury"
    case venus = 2
}

print(Planet.mercury.rawValue)
