protocol Loggable {
    func log()
}
extension Loggable {
    func log() {
        print(self)
    }
}

protocol TitledLoggable: Loggable {
    static var logTitle: String { get }
}
extension TitledLoggable {
    func log() {
        print("\(Self.logTitle): \(self)")
    }
}

struct Pair<T>: CustomStringConvertible {
    let first: T
    let second: T
    var description: String {
        return "(\(first), \(second))"
    }
}

extension Pair: Loggable where T: Loggable { }
extension Pair: TitledLoggable where T: TitledLoggable {
    static var logTitle: String {
        return "Pair of '\(T.logTitle)'"
    }
}

extension String: TitledLoggable {
   static var logTitle: String {
      return "String"
   }
}
let oneAndTwo = Pair(first: "one", second: "two")
oneAndTwo.log()
func doSomething<T: Loggable>(with x: T) {
   x.log()
}
doSomething(with: oneAndTwo)
protocol MarkedLoggable: Loggable {
   func markAndLog()
}

extension MarkedLoggable {
   func markAndLog() {
      print("----------")
      log()
   }
}

extension Array: Loggable where Element: Loggable { }
extension Array: TitledLoggable where Element: TitledLoggable {
   static var logTitle: String {
      return "Array of '\(Element.logTitle)'"
   }
}
extension Array: MarkedLoggable where Element: MarkedLoggable { }
