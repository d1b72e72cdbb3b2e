enum Light {
    case red, green
}
let now = Light.blue
print(now)
