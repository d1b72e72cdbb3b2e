class MediaItem {
   var name: String
   init(name: String) {
      self.name = name
   }
}
class Movie: MediaItem {
   var director: String
   init(name: String, director: String) {
      self.director = director
      super.init(name: name)
   }
}

class Song: MediaItem {
   var artist: String
   init(name: String, artist: String) {
      self.artist = artist
      super.init(name: name)
   }
}
var things: [Any] = []

things.append(0)
things.append(0.0)
things.append(42)
things.append(3.14159)
things.append("hello")
things.append((3.0, 5.0))
things.append(Movie(name: "Ghostbusters", director: "Ivan Reitman"))
things.append({ (name: String) -> String in "Hello, \(name)" })
