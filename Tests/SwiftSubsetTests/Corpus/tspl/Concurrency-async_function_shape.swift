func listPhotos(inGallery name: String) async -> [String] {
    let result = // ... some asynchronous networking code ...
    ["IMG001", "IMG99", "IMG0404"]
    return result
}
