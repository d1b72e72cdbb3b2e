// Enum cases named with keywords are written in backticks and used without them.
enum Setting { case `default`, custom, `private` }
func apply(_ s: Setting) { print("applying", s) }
apply(.default)
let chosen: Setting = .private
print(chosen, Setting.custom, Setting.default == .default)
switch chosen {
case .default: print("plain")
case .custom, .private: print("special")
}
