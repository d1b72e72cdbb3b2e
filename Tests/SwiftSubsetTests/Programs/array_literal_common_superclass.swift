// An array literal of instances of different subclasses is an array of their nearest common superclass.
class Media { var title: String; init(title: String) { self.title = title } }
class Movie: Media {}
class Song: Media {}
class Clip: Movie {}
let library = [Movie(title: "Up"), Song(title: "Yellow")]
print(type(of: library))
let clips = [Clip(title: "a"), Movie(title: "b")]
print(type(of: clips))
let same = [Song(title: "x"), Song(title: "y")]
print(type(of: same))
var mixed = [Clip(title: "c"), Song(title: "d")]
mixed.append(Media(title: "e"))
print(mixed.map(\.title), type(of: mixed))
for item in library { print(type(of: item), item.title) }
