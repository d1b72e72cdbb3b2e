import SwiftSubset
import UIKitSim

/// UIKit enums bridged by their Swift case names: one table per enum, made from the native
/// enum's cases, so the script's enum and the native one cannot drift apart.
extension UIKitHost {
    /// The cases of a native enum by their Swift names (`"scaleAspectFit": .scaleAspectFit`).
    static func namedCases<E: CaseIterable>(_ type: E.Type) -> [String: E] {
        Dictionary(uniqueKeysWithValues: E.allCases.map { (caseName($0), $0) })
    }

    /// The script enum for a native enum, its cases named as Swift names them.
    static func hostEnum<E: CaseIterable>(_ name: String, _ type: E.Type) -> HostEnum {
        HostEnum(name: name, cases: E.allCases.map { caseName($0) })
    }

    /// A native enum case's Swift name, as `"\(value)"` spells it (UIKitSim's enums print
    /// their case names), read from the enum's reflection metadata. `"\(value)"` would first
    /// ask the runtime whether the enum conforms to each protocol that changes how a value
    /// prints, and the first such question about a type scans every conformance in the
    /// program: for the forty-odd enums set up before each run, 3 ms of every `vctutor run`.
    static func caseName<E>(_ value: E) -> String {
        guard let name = reflectedEnumCaseName(value) else { return "\(value)" }
        let spelled = String(cString: name)
        assert(spelled == "\(value)", "\(E.self).\(spelled) prints as \(value)")
        return spelled
    }

    /// A settable property of native objects of type `T` holding a case of the native enum `E`,
    /// which scripts know as `enumName`; an assigned value that is not one of its cases stops
    /// the run with a message naming the property.
    func enumProperty<T: AnyObject, E: CaseIterable>(_ hostClass: HostClass, _ property: String, _ type: T.Type,
                                                     enumName: String, get: @escaping (T) -> E,
                                                     set: @escaping (T, E) -> Void) {
        let host = self
        let cases = Self.namedCases(E.self)
        hostClass.propertyTypes[property] = enumName
        hostClass.properties[property] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                guard let typed = object as? T else { return .void }
                return host.enumValue(enumName, Self.caseName(get(typed))) ?? .void
            },
            set: { object, value throws(Interrupt) in
                let found = try Self.caseArgument([value], 0, in: "\(hostClass.name).\(property)", cases)
                guard let typed = object as? T else { return }
                try host.bridge.perform { set(typed, found) }
            })
    }

    /// A settable Bool property of native objects of type `T`.
    func boolProperty<T: AnyObject>(_ type: T.Type, get: @escaping (T) -> Bool, set: @escaping (T, Bool) -> Void) -> HostProperty {
        let bridge = bridge
        return HostProperty.settable(
            get: { object throws(Interrupt) -> Value in .bool((object as? T).map(get) ?? false) },
            set: { object, value throws(Interrupt) in
                guard case .bool(let flag) = value.unwrapped, let typed = object as? T else { return }
                try bridge.perform { set(typed, flag) }
            })
    }

    /// A settable number property of native objects of type `T`.
    func numberProperty<T: AnyObject>(_ type: T.Type, get: @escaping (T) -> Double, set: @escaping (T, Double) -> Void) -> HostProperty {
        let bridge = bridge
        return HostProperty.settable(
            get: { object throws(Interrupt) -> Value in .double((object as? T).map(get) ?? 0) },
            set: { object, value throws(Interrupt) in
                guard let number = Self.number(value), let typed = object as? T else { return }
                try bridge.perform { set(typed, Double(number)) }
            })
    }

    /// The enums of the widgets (UIKitHost+Widgets.swift) and of the bar items.
    static let widgetEnums: [HostEnum] = [
        hostEnum("UIView.ContentMode", UIView.ContentMode.self),
        hostEnum("UISplitViewController.DisplayMode", UISplitViewController.DisplayMode.self),
        hostEnum("NSTextAlignment", NSTextAlignment.self),
        hostEnum("UIProgressView.Style", UIProgressView.Style.self),
        hostEnum("UITableViewCell.SeparatorStyle", UITableView.SeparatorStyle.self),
        hostEnum("UINavigationItem.LargeTitleDisplayMode", UINavigationItem.LargeTitleDisplayMode.self),
        hostEnum("UITabBarItem.SystemItem", UITabBarItem.SystemItem.self),
        hostEnum("UIBarButtonItem.SystemItem", UIBarButtonItem.SystemItem.self),
        hostEnum("UIBarButtonItem.Style", UIBarButtonItem.Style.self),
        hostEnum("UITableView.RowAnimation", UITableView.RowAnimation.self),
    ]
}

/// The Swift runtime's name of an enum value's case (the function `String(describing:)` ends
/// in for an enum without a description), or nil when the metadata has none.
@_silgen_name("swift_EnumCaseName")
private func reflectedEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?
