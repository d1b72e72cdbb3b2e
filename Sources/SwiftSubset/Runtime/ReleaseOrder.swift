/// The order in which a call's argument temporaries are released, as compiled Swift does it.
///
/// swiftc (-Onone, the corpus's and the tests' mode) releases the temporaries a call was given
/// (`f(Token("x"), Token("y"))`) last to first once the call returns, and a frame's parameters
/// and locals in reverse order of declaration; `Array`'s own release goes first to last. An
/// argument array that outlives the callee's frame is emptied here instead.
extension Array where Element == Value {
    /// Empties the array, releasing its values last to first.
    @inline(__always)
    mutating func releaseLastToFirst() {
        while !isEmpty { removeLast() }
    }
}
