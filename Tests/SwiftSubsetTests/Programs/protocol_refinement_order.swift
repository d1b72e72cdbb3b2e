// A type adopting a protocol and one refining it takes the refining protocol's extension
// members, whichever order the adoptions are written in.
protocol Shout { func speak() -> String }
extension Shout {
    func speak() -> String { "shout" }
}
protocol Whisper: Shout {}
extension Whisper {
    func speak() -> String { "whisper" }
}
protocol Murmur: Whisper {}
extension Murmur {
    func speak() -> String { "murmur" }
}
struct Both: Shout, Whisper {}
struct Later: Whisper, Shout {}
struct Deep: Shout, Murmur, Whisper {}
final class Crowd: Shout {}
let voices: [Shout] = [Both(), Later(), Deep(), Crowd()]
for v in voices { print(v.speak()) }
print(Both().speak(), Later().speak(), Deep().speak(), Crowd().speak())
func loudest<V: Shout>(_ v: V) -> String { v.speak() }
print(loudest(Deep()), loudest(Both()))
