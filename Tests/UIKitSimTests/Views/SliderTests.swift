import Testing
@testable import UIKitSim

/// The user's drag of a slider. Apple, `UIControl.Event.valueChanged`: "A touch dragging or
/// otherwise manipulating a control, causing it to emit a series of different values"; the
/// value stays within the bounds (Apple, `UISlider.value`: "If you try to set a value that's
/// below the minimum or above the maximum, the minimum or maximum value is set instead").
@Suite struct SliderTests {
    @Test func aDragSendsValueChangedWithTheClampedValueAndNothingWhenItDoesNotMove() {
        let simulation = Simulation()
        var seen: [Float] = []
        let slider = simulation.withCurrent { UISlider() }
        slider.addAction(UIAction { _ in seen.append(slider.value) }, for: .valueChanged)
        simulation.run { slider.moveSlider(to: 0.75) }
        simulation.run { slider.moveSlider(to: 9) }
        simulation.run { slider.moveSlider(to: 1) }
        slider.value = 0.5
        #expect(seen == [0.75, 1])
        #expect(slider.value == 0.5)
    }
}
