import Testing
@testable import SwiftSubset

/// `zip` and `stride` give Sequences that are not Collections, held as arrays here. swiftc
/// -Onone's behaviour for each refused source is beside it.
struct SequenceOnlyViewTests {
    @Test(arguments: [
        // swiftc prints `(Function)`: `first` names the method `first(where:)`.
        ("let z = zip([1], [2])\nprint(z.first as Any)", "2:9",
         "the member 'first' of the result of 'zip' or 'stride' is not supported yet (it is a Sequence, not a Collection: swiftc has no such property there)"),
        // swiftc prints `(Function)`.
        ("print(stride(from: 0, to: 5, by: 2).first as Any)", "1:37",
         "the member 'first' of the result of 'zip' or 'stride' is not supported yet (it is a Sequence, not a Collection: swiftc has no such property there)"),
        // swiftc: error: value of type 'StrideTo<Int>' has no member 'last'.
        ("let s = stride(from: 0, to: 5, by: 2)\nprint(s.last as Any)", "2:9",
         "the member 'last' of the result of 'zip' or 'stride' is not supported yet (it is a Sequence, not a Collection: swiftc has no such property there)"),
        // swiftc: error: generic parameter 'E' could not be inferred.
        ("let z = zip([1], [2])\nprint(z.count)", "2:9",
         "the member 'count' of the result of 'zip' or 'stride' is not supported yet (it is a Sequence, not a Collection: swiftc has no such property there)"),
        // swiftc: `Zip2Sequence<Array<Int>, Array<Int>>(_sequence1: [1], _sequence2: [2])`.
        ("let z = zip([1], [2])\nprint(z)", "2:7",
         "printing the result of 'zip' or 'stride' kept in a variable is not supported yet (Swift prints its type, Zip2Sequence with its contents, StrideTo or StrideThrough)"),
        // swiftc: `(Swift.StrideTo<Swift.Int>, 1)`.
        ("let s = stride(from: 0, to: 5, by: 2)\nlet t = (s, 1)\nprint(t)", "2:10",
         "using the result of 'zip' or 'stride' kept in a variable in a tuple is not supported yet (Swift keeps it as a Zip2Sequence, StrideTo or StrideThrough)"),
    ])
    func collectionMembersAndDescriptionsOfSequencesAreRefused(source: String, at: String, message: String) {
        let result = Interpreter.run(source: source)
        #expect(result.status == .diagnostics, "\(result.output)")
        #expect(result.renderedDiagnostics.hasPrefix("main.swift:\(at): error: \(message)"), "\(result.renderedDiagnostics)")
    }
}
