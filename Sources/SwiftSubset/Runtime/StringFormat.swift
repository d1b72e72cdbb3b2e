import Foundation

/// `String(format:_:...)` for the printf conversions programs use: `%d %i %u %ld %lld %x %X %o
/// %f %e %g %c %@ %%` with flags, width and precision (`%05.2f`, `%-8c`). Each numeric
/// conversion is formatted by Foundation itself; `%@` prints the argument as `print` would,
/// with no padding or cutting: Core Foundation's formatter appends an object's description
/// whole and ignores a width or precision written for it (`%-6@` of "ab" is "ab", as swiftc's
/// program prints here; Apple's CFString.c, `__CFStringAppendFormatCore`, appends the
/// description with `CFStringAppend` the same way: opensource-apple/CF, CF-1153.18).
enum StringFormat {
    /// Formats `arguments` into `format`; `describe` turns a value into its printed text.
    static func format(_ format: String, _ arguments: [Value], describe: (Value) throws(Interrupt) -> String) throws(Interrupt) -> String {
        var out = ""
        var next = 0
        var chars = Substring(format)
        while let percent = chars.firstIndex(of: "%") {
            out += chars[..<percent]
            chars = chars[chars.index(after: percent)...]
            var spec = "%"
            while let c = chars.first, "-+ #0123456789.".contains(c) { spec.append(c); chars.removeFirst() }
            var size = ""
            while let c = chars.first, "lhqLzjt".contains(c) { size.append(c); chars.removeFirst() }
            guard let conversion = chars.first else {
                throw .unsupported("String(format:) ends in the middle of a conversion: '\(format)'")
            }
            chars.removeFirst()
            if conversion == "%" { out += "%"; continue }
            guard next < arguments.count else {
                throw .unsupported("String(format:) has more conversions than arguments: '\(format)'")
            }
            let argument = arguments[next]
            next += 1
            switch (conversion, argument) {
            case ("d", .int(let n)), ("i", .int(let n)):
                out += String(format: spec + "ld", signed(n, size: size))
            case ("u", .int(let n)), ("x", .int(let n)), ("X", .int(let n)), ("o", .int(let n)):
                out += String(format: spec + "l" + String(conversion), unsigned(n, size: size))
            case ("f", .double(let d)), ("F", .double(let d)), ("e", .double(let d)), ("E", .double(let d)),
                 ("g", .double(let d)), ("G", .double(let d)):
                out += String(format: spec + String(conversion), d)
            case ("f", .int), ("e", .int), ("g", .int):
                // Swift passes the Int's bits where a double is read: the output is garbage.
                throw .unsupported("String(format:) with '%\(conversion)' and an Int argument is not supported (pass a Double)")
            case ("c", .character(let c)):
                out += pad(String(c), spec)
            case ("@", _):
                out += try describe(argument)
            default:
                throw .unsupported("String(format:) with '%\(conversion)' for this argument is not supported yet")
            }
        }
        out += chars
        return out
    }

    /// The bits of `n` an integer conversion reads, by its size modifier: 32 without one
    /// (`%d` of 3000000000 is -1294967296, as compiled Swift prints it), 16 with `h`, 8 with
    /// `hh`, 64 with `l`, `ll`, `q`, `z`, `j` or `t`.
    private static func signed(_ n: Int, size: String) -> Int {
        switch size {
        case "": return Int(Int32(truncatingIfNeeded: n))
        case "h": return Int(Int16(truncatingIfNeeded: n))
        case "hh": return Int(Int8(truncatingIfNeeded: n))
        default: return n
        }
    }

    /// `n` read as an unsigned integer of the conversion's size (see `signed`).
    private static func unsigned(_ n: Int, size: String) -> UInt {
        switch size {
        case "": return UInt(UInt32(truncatingIfNeeded: n))
        case "h": return UInt(UInt16(truncatingIfNeeded: n))
        case "hh": return UInt(UInt8(truncatingIfNeeded: n))
        default: return UInt(bitPattern: n)
        }
    }

    /// `text` padded to the width in `spec` (`%-8c` pads on the right).
    private static func pad(_ text: String, _ spec: String) -> String {
        let digits = spec.drop { !$0.isNumber || $0 == "0" }.prefix { $0.isNumber }
        guard let width = Int(digits), text.count < width else { return text }
        let fill = String(repeating: " ", count: width - text.count)
        return spec.contains("-") ? text + fill : fill + text
    }
}
