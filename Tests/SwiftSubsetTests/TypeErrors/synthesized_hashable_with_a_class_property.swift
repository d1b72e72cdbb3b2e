// Every stored property must be Hashable for the synthesized hash(into:).
final class Photo {
    let fileName: String
    init(fileName: String) { self.fileName = fileName }
}

struct Album: Hashable {
    var title: String
    var cover: Photo
}

let albums: Set<Album> = [Album(title: "Summer", cover: Photo(fileName: "beach.jpg"))]
print(albums.count)
