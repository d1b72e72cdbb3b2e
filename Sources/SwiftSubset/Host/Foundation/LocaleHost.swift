import Foundation

/// A `Locale` as scripts hold it: immutable, so a shared box behaves as the value it is.
final class LocaleBox {
    let locale: Locale
    init(_ locale: Locale) { self.locale = locale }
}

/// Foundation's `Locale`, as far as a program passes one on: `Locale.current` (`.current` where
/// a locale is asked for, as in `folding(options:locale:)`), `Locale(identifier:)` and its
/// `identifier`. Shown and
/// read with Foundation's own implementation, so as compiled Swift shows it in the same
/// environment.
enum LocaleHost {
    static func makeClass() -> HostClass {
        let host = HostClass(name: "Locale")
        host.describe = { object in (object as? LocaleBox).map { String(describing: $0.locale) } ?? "Locale" }
        host.defineStatic("current") { [unowned host] in .native(NativeBox(object: LocaleBox(.current), hostClass: host)) }
        host.defineInit("init(identifier:)") { args, _ throws(Interrupt) -> AnyObject in
            guard case .string(let identifier)? = args.first else { throw .unsupported("Locale(identifier:) takes a string") }
            return LocaleBox(Locale(identifier: identifier))
        }
        host.properties["identifier"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .string((object as? LocaleBox)?.locale.identifier ?? "")
        })
        return host
    }
}
