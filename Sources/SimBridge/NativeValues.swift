import Foundation
import SwiftSubset
import UIKitSim

/// A script value that is not a native object, carried through UIKit's `Any?` parameters
/// (a segue's `sender`) and given back to the script unchanged.
final class ScriptValueBox {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A native struct UIKitSim passes to a script override (a `CGSize`, a `UITraitCollection`),
/// carried to `UIKitHost.value(_:)`, which makes the script's struct of it.
final class NativeStruct {
    let value: Any
    init(_ value: Any) { self.value = value }
}

/// Script values as UIKit's `Any?` and back: the arguments and results of the overridable
/// methods UIKitSim asks a script subclass for (`ScriptLink`), and values carried through
/// UIKit untouched (a segue's `sender`).
enum NativeValues {
    /// A native value as a script value: numbers, truth values and text as themselves, an
    /// index path in its box, an object as `valueOf` gives it (the script object for a script
    /// subclass's object), an `OptionalArgument` as an optional.
    static func value(of any: Any?, _ valueOf: (AnyObject?) -> Value) -> Value {
        guard let any else { return .optional(nil) }
        // An object (UIKit's, mostly) is told apart by its metatype before any cast: a cast of
        // an object to a struct type asks the runtime about bridging, which it answers the
        // first time for each class by scanning every conformance in the program.
        if let object = object(in: any) {
            // Told apart by class, not by failing casts: a cast of an object that fails asks the
            // runtime whether the object is a boxed Swift value, for each class a scan. Only
            // such a box can hold a trait collection; a responder (controllers, views, the
            // application) never is one.
            if type(of: object) == ScriptValueBox.self { return unsafeDowncast(object, to: ScriptValueBox.self).value }
            if !(object is UIResponder), object is UITraitCollection { return valueOf(NativeStruct(any)) }
            return valueOf(object)
        }
        // The usual values by their exact type, which the switch below would match in the same
        // case: a cast of a value to another struct type asks the runtime whether the value's
        // type bridges, the first time for each type a scan of every conformance.
        let kind = type(of: any)
        if kind == Int.self { return .int(any as! Int) }
        if kind == Bool.self { return .bool(any as! Bool) }
        if kind == String.self { return .string(any as! String) }
        if kind == Double.self { return .double(any as! Double) }
        if kind == IndexPath.self { return valueOf(IndexPathBox(any as! IndexPath)) }
        if kind == OptionalArgument.self {
            return .optional((any as! OptionalArgument).wrapped.map { value(of: $0, valueOf).optionalPayload } ?? nil)
        }
        if kind == SelectorName.self { return .selector(ObjCSelector.swiftSpelling(of: (any as! SelectorName).text)) }
        if kind == CGSize.self || kind == CGRect.self || kind == UITraitCollection.self || kind == UIEdgeInsets.self {
            return valueOf(NativeStruct(any))
        }
        switch any {
        case let optional as OptionalArgument:
            return .optional(optional.wrapped.map { value(of: $0, valueOf).optionalPayload } ?? nil)
        case let box as ScriptValueBox: return box.value
        case let flag as Bool: return .bool(flag)
        case let number as Int: return .int(number)
        case let number as Double: return .double(number)
        case let text as String: return .string(text)
        case let path as IndexPath: return valueOf(IndexPathBox(path))
        case let selector as SelectorName: return .selector(ObjCSelector.swiftSpelling(of: selector.text))
        case is CGSize, is CGRect, is UITraitCollection, is UIEdgeInsets: return valueOf(NativeStruct(any))
        case let touches as Set<UITouch>:
            var set = OrderedDict()
            for touch in touches { set.set(valueOf(touch), .void) }
            return .set(set)
        default: return valueOf(any as AnyObject)
        }
    }

    /// The object `any` holds when its dynamic type is a class, else nil, found without
    /// `any as AnyObject`: that conversion asks the runtime whether the value is an optional or
    /// a boxed value (`_bridgeAnythingToObjectiveC`), the first time for each class a scan of
    /// every conformance in the program. A cast of an instance of a class to `AnyObject` asks
    /// nothing.
    static func object(in any: Any) -> AnyObject? {
        type(of: any) is AnyObject.Type ? cast(any, to: AnyObject.self) : nil
    }

    /// `value as? Target`, written generically so that the cast to `AnyObject` stays a cast
    /// (spelled directly, the compiler warns that it always succeeds and bridges instead).
    private static func cast<Target>(_ value: Any, to: Target.Type) -> Target? { value as? Target }

    /// A script value UIKit receives as the result of a callback or closure (a page from a
    /// data source, a cell from `cellForRowAt`, a controller from a storyboard's creator), as
    /// `native(_:)` gives it. A script object made for it may have no other owner yet (the
    /// script's local ended with the method): its link holds it until the next checkpoint
    /// sees whether UIKit kept the native object, so that UIKit's object stays the script's
    /// from its creation, whatever path returned it.
    static func handedToUIKit(_ value: Value) -> Any? {
        let native = native(value)
        // An array is known from the value (`native` makes `[Any?]` of an array, optional or
        // not): a cast of `Any` to `[Any?]` would ask the runtime about each new type it meets.
        var payload = value
        while case .optional(let inner?) = payload { payload = inner }
        let objects: [Any?] = if case .array = payload, let items = native as? [Any?] { items } else { [native] }
        // Only an object can have a link: a value (a number, a text) is not asked about.
        for case let item? in objects {
            if let object = object(in: item) { ScriptLink.of(object)?.holdScript(strongly: true) }
        }
        return native
    }

    /// A script value as UIKit's `Any?`: the inverse of `value(of:_:)`; what has no native
    /// form is boxed.
    static func native(_ value: Value) -> Any? {
        switch value {
        case .void, .optional(nil): return nil
        case .optional(let inner?): return native(inner)
        case .bool(let flag): return flag
        case .int(let number): return number
        case .double(let number): return number
        case .string(let text): return text
        case .array(let items): return items.map(native)
        default:
            guard let object = UIKitHost.native(value) else { return ScriptValueBox(value) }
            return (object as? IndexPathBox)?.indexPath ?? object
        }
    }
}
