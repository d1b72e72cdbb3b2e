struct Playlist {
    var songs: [String]
    lazy var summary: String = songs.joined(separator: ", ")
}

let mix = Playlist(songs: ["a", "b"])
print(mix.summary)
