struct Playlist {
    var songs: [String]
    lazy var summary: String = songs.joined(separator: ", ")

    func show() {
        print("Playlist:", summary)
    }
}

var mix = Playlist(songs: ["a", "b"])
mix.show()
