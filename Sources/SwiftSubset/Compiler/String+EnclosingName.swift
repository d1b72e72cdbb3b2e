extension String {
    /// The name before the last `.` of a nested name (`Outer.Inner.Leaf` → `Outer.Inner`), nil
    /// in a name without one: the type (or the context) that encloses the named one.
    ///
    /// The same cut as at `lastIndex(of: ".")`, which walks characters back from the end (about
    /// 5 000 instructions a name, 2.5 M a check from the nested-type lookup). An ASCII name's
    /// bytes are its characters, so it is searched byte-wise; another name (a `.` may belong to
    /// a larger character there) keeps the character search.
    var enclosingName: String? {
        let dot = UInt8(ascii: ".")
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return lastIndex(of: ".").map { String(self[..<$0]) } }
        return utf8.lastIndex(of: dot).map { String(self[..<$0]) }
    }

    /// The part after the last `.` scalar (`Leaf` of `Outer.Inner.Leaf`), the whole name without
    /// one. Split by scalars: a `.` is a starter, so equal strings (canonically) have equal parts.
    var lastNamePart: String {
        guard let dot = unicodeScalars.lastIndex(of: ".") else { return self }
        return String(unicodeScalars[unicodeScalars.index(after: dot)...])
    }
}
