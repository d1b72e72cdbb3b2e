import Testing
@testable import UIKitSim

/// A storyboard text is read once per `StoryboardReadings`: every catalogue adding it gets the
/// document a fresh reading gives; texts that do not read throw each time; the store forgets
/// everything when full.
struct StoryboardReadingsTests {
    @Test func aTextReadBeforeGivesTheSameDocument() throws {
        let readings = StoryboardReadings()
        let first = StoryboardCatalogue(), second = StoryboardCatalogue(), fresh = StoryboardCatalogue()
        try first.add(name: "Main", xml: StoryboardFixtures.main, readings: readings)
        try second.add(name: "Main", xml: StoryboardFixtures.main, readings: readings)
        try fresh.add(name: "Main", xml: StoryboardFixtures.main)
        #expect(readings.count == 1)
        #expect(first.documents["Main"] == fresh.documents["Main"])
        #expect(second.documents["Main"] == fresh.documents["Main"])
    }

    @Test func theFileNameIsPartOfWhatWasRead() throws {
        let readings = StoryboardReadings()
        try StoryboardCatalogue().add(name: "Main", xml: StoryboardFixtures.main, readings: readings)
        try StoryboardCatalogue().add(name: "Other", xml: StoryboardFixtures.main, readings: readings)
        #expect(readings.count == 2)
    }

    @Test func aTextThatDoesNotReadThrowsEachTime() {
        let readings = StoryboardReadings()
        for _ in 0..<2 {
            #expect(throws: StoryboardError.self) { try StoryboardCatalogue().add(name: "Bad", xml: "<document>", readings: readings) }
        }
        #expect(readings.count == 0)
    }

    @Test func aFullStoreStartsAgain() throws {
        let readings = StoryboardReadings(capacity: 2)
        for name in ["A", "B", "C"] {
            try StoryboardCatalogue().add(name: name, xml: StoryboardFixtures.main, readings: readings)
        }
        #expect(readings.count == 1)
        try StoryboardCatalogue().add(name: "C", xml: StoryboardFixtures.main, readings: readings)
        #expect(readings.count == 1)
    }
}
