import Foundation
import Testing
@testable import SwiftSubset

/// `LargeStack` runs work on reused threads with a large stack: nested calls (a check runs a
/// program, which runs the interpreter), work given up while it goes on, and deep recursion
/// after a thread's stack pages were given back must all behave as with a new thread each time.
struct LargeStackTests {
    /// Recursion deeper than a default 8 MB thread stack allows (each level keeps a buffer).
    static func descend(_ levels: Int) -> Int {
        guard levels > 0 else { return 0 }
        var buffer = (levels, levels &+ 1, levels &+ 2, levels &+ 3, levels &+ 4, levels &+ 5, levels &+ 6, levels &+ 7)
        return withUnsafeBytes(of: &buffer) { Int($0[0]) & 1 } &+ descend(levels - 1)
    }

    @Test func nestedRunsEachReturnTheirResult() {
        let outer = LargeStack.run { () -> [Int] in
            let inner = LargeStack.run { LargeStack.run { 3 } + 2 }
            return [1, inner]
        }
        #expect(outer == [1, 5])
    }

    @Test func deepRecursionRunsAgainOnAReusedThread() {
        let levels = 100_000
        let expected = (1...levels).reduce(0) { $0 + ($1 & 1) }
        for _ in 0..<3 {
            #expect(LargeStack.run { Self.descend(levels) } == expected)
        }
    }

    @Test func givenUpWorkDoesNotHoldUpLaterWork() {
        let release = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let given = LargeStack.run({ () -> Int in
            release.wait()
            finished.signal()
            return 1
        }, unlessGivenUp: { false })
        #expect(given == nil)
        // The given-up work still waits on its thread: these take other threads.
        #expect(LargeStack.run { 2 } == 2)
        #expect(LargeStack.run { LargeStack.run { 3 } } == 3)
        release.signal()
        finished.wait()
        #expect(LargeStack.run { 4 } == 4)
    }

    /// The work's captures are freed by the time the call returns (a run's host modules must
    /// not outlive it on an idle thread).
    @Test func capturesAreFreedWhenTheCallReturns() {
        final class Held {}
        weak var watched: Held?
        do {
            let held = Held()
            watched = held
            let count = LargeStack.run { [held] in ObjectIdentifier(held).hashValue == 0 ? 0 : 1 }
            #expect(count == 1)
        }
        #expect(watched == nil)
    }
}
