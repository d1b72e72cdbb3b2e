// A constrained protocol extension's operator is the operator of the types meeting its
// constraint; types that do not meet it keep their own (or synthesized) one.
protocol Titled { var title: String { get } }
extension Titled where Self: Equatable {
    static func == (l: Self, r: Self) -> Bool { l.title.lowercased() == r.title.lowercased() }
}
extension Titled where Self: Comparable {
    static func < (l: Self, r: Self) -> Bool { l.title < r.title }
}
struct Book: Titled, Equatable { var title: String; var pages: Int }
struct Film: Titled, Comparable { var title: String; var minutes: Int }
struct Song: Titled, Hashable { var title: String; var seconds: Int }
struct Poem: Titled { var title: String }
final class Play: Titled, Equatable {
    let title: String
    init(_ title: String) { self.title = title }
}

print(Book(title: "Dune", pages: 1) == Book(title: "dune", pages: 2))
print(Book(title: "A", pages: 1) != Book(title: "B", pages: 1))
print([Book(title: "Emma", pages: 0)].contains(Book(title: "EMMA", pages: 9)))
print(Film(title: "b", minutes: 1) < Film(title: "a", minutes: 2))
print([Film(title: "b", minutes: 1), Film(title: "a", minutes: 2)].sorted().map(\.title))
print(Film(title: "Up", minutes: 1) == Film(title: "up", minutes: 2))
print(Song(title: "Hey", seconds: 1) == Song(title: "hey", seconds: 2))
print(Play("Hamlet") == Play("HAMLET"))
func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
print(same(Book(title: "Odd", pages: 1), Book(title: "odd", pages: 3)))
print(Poem(title: "If").title)
