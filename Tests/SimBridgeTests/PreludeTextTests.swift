import SwiftSyntax
import Testing
@testable import SimBridge
@testable import SwiftSubset
import UIKitSim

/// Every prelude of the product, read from its text (`PreludeText`: what a run uses to decide
/// what to parse), must have the items, names and words its parsed tree has, and each item
/// parsed on its own must be the item the whole parse gives: otherwise a run would declare
/// other declarations than the program reaches, or declare them differently.
@Suite struct PreludeTextTests {
    /// UIKit's preludes, Foundation's and the standard library's.
    static let preludes: [Prelude] = {
        let bridge = BridgeState(simulation: Simulation(device: .iPhone))
        return UIKitHost(bridge: bridge).module().preludes + FoundationHost.module().preludes
            + StandardPrelude.preludes(for: "AnyIterator")
    }()

    /// Names a program can reach an item by: identifiers (an operator function's name is never
    /// a word of a program).
    static func reachable(_ names: Set<String>) -> Set<String> {
        names.filter { $0.first.map { $0.isLetter || $0 == "_" } ?? false }
    }

    @Test func theProductHasPreludesToCheck() {
        #expect(Self.preludes.count >= 12)
    }

    @Test func eachPreludesItemsAreThoseOfItsSyntaxTree() {
        let allNames = Self.preludes.reduce(into: Set<String>()) { names, p in for i in p.items { names.formUnion(i.names) } }
        for prelude in Self.preludes {
            let parsed = prelude.tree.statements.map { PreludeItem($0, madeByHost: []) }
            #expect(prelude.items.map(\.range) == parsed.map(\.range), "\(prelude.source.prefix(80))")
            for (read, tree) in zip(prelude.items, parsed) {
                let at = "item at \(read.range) of prelude \(prelude.source.prefix(40))"
                #expect(Self.reachable(read.names) == Self.reachable(tree.names), "\(at)")
                #expect(read.words.isSuperset(of: tree.words), "\(at): \(tree.words.subtracting(read.words))")
                // Extra words (keywords, attribute names) must reach nothing the tree's would not.
                #expect(read.words.subtracting(tree.words).isDisjoint(with: allNames), "\(at)")
            }
        }
    }

    /// A run does not look for types declared inside a prelude's functions
    /// (`Compiler.declareTopLevel`'s `ofPrelude`): no prelude may declare one.
    @Test func noPreludeDeclaresATypeInsideAFunction() {
        let standard = StandardPrelude.preludes(for: "AnyIterator AncestorRepresentation Result Hasher FloatingPointRoundingRule")
        #expect(standard.count == 5)
        for prelude in Self.preludes + standard {
            let index = ProgramIndex(viewMode: .sourceAccurate)
            index.walk(prelude.tree)
            #expect(index.localTypes.isEmpty, "\(prelude.source.prefix(80))")
        }
    }

    @Test func eachItemParsedAloneIsTheItemOfTheWholeParse() throws {
        for prelude in Self.preludes {
            for (index, whole) in prelude.tree.statements.enumerated() {
                let alone = try #require(prelude.item(index), "item \(index) of \(prelude.source.prefix(40))")
                #expect(alone.debugDescription == whole.debugDescription, "item \(index) of \(prelude.source.prefix(40))")
                #expect(alone.description == whole.description)
            }
        }
    }
}
