import Testing
@testable import UIKitSim

@Test func simulatesACurrentIOS() {
    #expect(UIKitSimInfo.simulatedIOSVersion == "18")
}
