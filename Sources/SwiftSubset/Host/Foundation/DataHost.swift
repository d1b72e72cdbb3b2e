import Foundation

/// A `Data` as scripts hold it: immutable bytes, so a shared box behaves as a value.
final class DataBox {
    let data: Data
    init(_ data: Data) { self.data = data }
}

/// Foundation's `Data` as far as programs build it from text: `Data(string.utf8)`, `Data()`,
/// `string.data(using: .utf8)`, `count`, `isEmpty`; printed as Swift prints it (`3 bytes`).
/// Reading files or the network (`Data(contentsOf:)`) is refused: the sandbox reaches neither.
enum DataHost {
    static let typeName = "Data"

    static func makeClass() -> HostClass {
        let host = HostClass(name: typeName)
        host.describe = { object in "\((object as? DataBox)?.data.count ?? 0) bytes" }
        host.isEqual = { ($0 as? DataBox)?.data == ($1 as? DataBox)?.data }
        host.defineInit("init()") { _, _ throws(Interrupt) -> AnyObject in
            let made: AnyObject = DataBox(Data())
            return made
        }
        host.defineInit("init(_:)") { args, _ throws(Interrupt) -> AnyObject in
            var bytes: [UInt8] = []
            for item in try Sequences.elements(args.first ?? .array([])) {
                guard let byte = item.anyInteger, let fits = UInt8(exactly: byte) else {
                    throw .unsupported("Data(_:) takes bytes (a string's utf8 view or an array of UInt8)")
                }
                bytes.append(fits)
            }
            return DataBox(Data(bytes))
        }
        host.defineInit("init(contentsOf:)") { _, _ throws(Interrupt) -> AnyObject in
            throw .unsupported(FoundationHost.sandboxRefusal("Data(contentsOf:)"))
        }
        host.properties["count"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .int((object as? DataBox)?.data.count ?? 0)
        })
        host.properties["isEmpty"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .bool((object as? DataBox)?.data.isEmpty ?? true)
        })
        return host
    }

    /// The script value of `data`, boxed with the run's `Data` class.
    static func value(_ data: Data, types: HostTypes?) throws(Interrupt) -> Value {
        guard let host = types?.byName[typeName]?.host else {
            throw .unsupported("Data is not supported here")
        }
        return .native(NativeBox(object: DataBox(data), hostClass: host))
    }
}
