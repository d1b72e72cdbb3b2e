// NSNumber and NumberFormatter as Foundation formats them in the run's environment.
import Foundation

func commatize(_ number: Int) -> String {
    NumberFormatter.localizedString(from: NSNumber(value: number), number: .decimal)
}
for v in [0, 7, 1234, -1234567, 1_000_000_000] { print(commatize(v)) }
print(NumberFormatter.localizedString(from: NSNumber(value: 1234.5678), number: .decimal))
print(NumberFormatter.localizedString(from: NSNumber(value: 0.25), number: .percent))
print(NumberFormatter.localizedString(from: NSNumber(value: UInt8(200)), number: .none))
let formatter = NumberFormatter()
formatter.numberStyle = .decimal
print(formatter.string(from: NSNumber(value: 98765)) ?? "nil")
formatter.numberStyle = .spellOut
print(formatter.string(from: NSNumber(value: 42)) ?? "nil")
let n = NSNumber(value: 12)
print(n, n.intValue + 1, n.doubleValue, NSNumber(value: 2.5), NSNumber(value: 3.0).stringValue)
let spelled = NumberFormatter()
spelled.numberStyle = .spellOut
spelled.locale = Locale(identifier: "en_US")
for v in [23, -7] { print(spelled.string(from: v as NSNumber)!) }
let three = NSNumber(value: 3)
let listed: [NSNumber] = [1, 2, 3]
print(three == NSNumber(value: 3), three == 3, listed.contains(NSNumber(value: 2)), formatter.locale == nil)
print(formatter.string(from: 1234)!, NumberFormatter.localizedString(from: 5678, number: .decimal))
