import Testing
@testable import UIKitSim

/// `nativeClassName(of:)` spells a class as `String(describing: type(of:))` does, for UIKit's
/// classes, subclasses, generic and nested classes.
struct NativeClassNameTests {
    final class Outer { final class Nested {} }
    final class Holder<T> {}
    final class Controller: UINavigationController {}

    @Test func readsTheNameStringDescribingPrints() {
        let objects: [AnyObject] = [
            UIViewController(), UINavigationController(), UIView(), Controller(), Outer(), Outer.Nested(),
            Holder<Int>(), Holder<[String?]>(), Holder<Outer>(),
        ]
        for object in objects {
            #expect(nativeClassName(of: object) == String(describing: type(of: object)))
        }
        #expect(nativeClassName(of: Holder<Int>()) == "Holder<Int>")
    }
}
