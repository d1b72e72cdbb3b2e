enum StatusCode: Int {
    case ok = 200
    case notFound = "404"
}

print(StatusCode.ok.rawValue)
