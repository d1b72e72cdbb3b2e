import SwiftSubset
import UIKitSim

/// `NSCoding`, `NSCoder`'s keyed `encode(_:forKey:)`/`decodeObject(forKey:)`, and
/// `NSKeyedArchiver`/`NSKeyedUnarchiver`'s class methods, declared so that programs that
/// archive their model (Hacking with Swift's project 12a) are checked and run up to the
/// archiving. Archiving itself is refused when it runs: a keyed archive is a binary property
/// list whose bytes a program can observe (its `Data`), which UIKitSim does not produce, and
/// the only coders UIKitSim makes are a storyboard's, which hold no values a program wrote.
extension UIKitHost {
    func addArchiving(to module: inout HostModule) {
        module.protocols["NSCoding"] = ["encode(with:)", "init(coder:)"]
        for name in ["encode(_:forKey:)", "decodeObject(forKey:)", "decodeInteger(forKey:)", "decodeBool(forKey:)",
                     "decodeDouble(forKey:)", "containsValue(forKey:)"] {
            ui.coder.define(name) { _, _ throws(Interrupt) -> Value in
                throw .unsupported("NSCoder.\(name) is not supported: UIKitSim's only coders are a storyboard's, which hold no "
                                   + "values the program encoded, and keyed archives (NSKeyedArchiver) are not modelled")
            }
        }
        let archiving: [(HostClass, String)] = [
            (ui.keyedArchiver, "archivedData(withRootObject:requiringSecureCoding:)"),
            (ui.keyedUnarchiver, "unarchiveTopLevelObjectWithData(_:)"),
            (ui.keyedUnarchiver, "unarchivedObject(ofClass:from:)"),
        ]
        for (hostClass, name) in archiving {
            let member = "\(hostClass.name).\(name)"
            // Typed first: a closure literal stored straight into the dictionary crashes Swift
            // 6.3's SIL generation (HostClass+Defining.swift).
            let refuse: ([Value]) throws(Interrupt) -> Value = { _ throws(Interrupt) -> Value in
                throw .unsupported("\(member) is not supported: a keyed archive is a binary property list whose "
                                   + "bytes UIKitSim does not produce (Codable with JSONEncoder/JSONDecoder is)")
            }
            hostClass.staticMethods[name] = refuse
        }
    }
}
