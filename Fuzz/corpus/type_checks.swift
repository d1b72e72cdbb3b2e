class Media { let title: String; init(title: String) { self.title = title } }
class Movie: Media { let director: String; init(title: String, director: String) { self.director = director; super.init(title: title) } }
class Song: Media { let artist: String; init(title: String, artist: String) { self.artist = artist; super.init(title: title) } }
let library: [Media] = [Movie(title: "Casablanca", director: "Curtiz"), Song(title: "Blue", artist: "Joni"), Movie(title: "Alien", director: "Scott")]
var movies = 0, songs = 0
for item in library {
    if item is Movie { movies += 1 } else if item is Song { songs += 1 }
}
print(movies, songs)
for item in library {
    if let m = item as? Movie { print("Movie: \(m.title), dir. \(m.director)") }
    else if let s = item as? Song { print("Song: \(s.title), by \(s.artist)") }
}
let things: [Any] = [0, 0.0, 42, 3.5, "hello", (3.0, 5.0), Movie(title: "Up", director: "Docter")]
for thing in things {
    switch thing {
    case 0 as Int: print("zero as an Int")
    case let i as Int: print("an integer value of \(i)")
    case let d as Double where d > 0: print("a positive double value of \(d)")
    case is Double: print("some other double value")
    case let s as String: print("a string value of \"\(s)\"")
    case let m as Movie: print("a movie called \(m.title)")
    default: print("something else")
    }
}
let first = library[0] as! Movie
print(first.director)
