// A program's protocol refining a standard one may implement that one's requirement in its
// extension; an adopter's own member is then the witness, as for the program's requirements.
protocol Describable: CustomStringConvertible { var name: String { get } }
extension Describable { var description: String { "<\(name)>" } }
struct Plain: Describable { let name: String }
struct Custom: Describable {
    let name: String
    var description: String { "custom \(name)" }
}
let items: [Describable] = [Plain(name: "a"), Custom(name: "b")]
for item in items { print(item, item.description) }
print(Plain(name: "c"), "\(Custom(name: "d"))")
