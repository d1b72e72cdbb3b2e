// A convenience initialiser must hand over to a designated one before touching a property.
class Playlist {
    var songs: [String]
    init(songs: [String]) { self.songs = songs }
    convenience init(single song: String) {
        songs = [song]
    }
}
print(Playlist(single: "Intro").songs)
