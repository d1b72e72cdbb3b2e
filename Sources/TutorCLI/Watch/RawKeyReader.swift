#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input switched to single key presses: no line editing, no echo, Ctrl-C delivered
/// as a byte rather than a signal, and each read waiting at most ~200 ms. The terminal's
/// settings are put back by ``restore()``.
final class RawKeyReader {
    private var saved = termios()
    private var active = false

    /// Switches the terminal; nil when standard input is not a terminal.
    init?() {
        guard isatty(0) == 1, tcgetattr(0, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 0
            bytes[Int(VTIME)] = 2  // tenths of a second
        }
        guard tcsetattr(0, TCSANOW, &raw) == 0 else { return nil }
        active = true
    }

    /// One byte typed, or nil when none came within ~200 ms.
    func read() -> UInt8? {
        var byte: UInt8 = 0
        #if canImport(Glibc)
        let count = Glibc.read(0, &byte, 1)
        #else
        let count = Darwin.read(0, &byte, 1)
        #endif
        return count == 1 ? byte : nil
    }

    /// Puts the terminal back as it was.
    func restore() {
        guard active else { return }
        var settings = saved
        tcsetattr(0, TCSANOW, &settings)
        active = false
    }

    deinit { restore() }
}
