import Testing
import SwiftSubset

/// How `#selector` names map to Objective-C selectors, which decides selector equality in
/// scripts. Sources: Apple, "Using Objective-C Runtime Features in Swift" (a Swift method's
/// selector is its Objective-C name; the first argument label joins the base name with
/// "With"), and a storyboard Xcode wrote for `@IBAction func unwindFromEditFullname(segue:)`:
/// `unwindAction="unwindFromEditFullnameWithSegue:"` (joinpursuit/Pursuit-Core-iOS-UnwindSegueDemo,
/// Main.storyboard). `#selector` itself cannot be compiled by swiftc on Linux (no Objective-C
/// runtime), so these come from the documentation, not from a run.
struct SelectorSpellingTests {
    @Test func labelsBecomeObjectiveCPieces() {
        #expect(SelectorSpelling.objectiveC("unwindToList(_:)") == "unwindToList:")
        #expect(SelectorSpelling.objectiveC("unwindFromEditFullname(segue:)") == "unwindFromEditFullnameWithSegue:")
        #expect(SelectorSpelling.objectiveC("makeDetail(_:sender:segueIdentifier:)") == "makeDetail:sender:segueIdentifier:")
        #expect(SelectorSpelling.objectiveC("refresh()") == "refresh")
    }

    @Test func selectorsAreEqualWhenTheirObjectiveCNamesAre() {
        #expect(SelectorSpelling.same("unwindToList(segue:)", "unwindToListWithSegue(_:)"))
        #expect(SelectorSpelling.same("unwindToList", "unwindToList(_:)"))
        #expect(!SelectorSpelling.same("unwindToList(_:)", "unwindToList(segue:)"))
        #expect(!SelectorSpelling.same("unwindToList(_:)", "unwindToHome(_:)"))
    }
}
