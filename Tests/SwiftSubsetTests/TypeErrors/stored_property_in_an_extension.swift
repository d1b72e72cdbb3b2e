struct Playlist {
    var songs: [String] = []
}

// Extensions add computed properties and methods, but no storage.
extension Playlist {
    var isShuffled = false
    var count: Int { songs.count }
}

print(Playlist().count)
