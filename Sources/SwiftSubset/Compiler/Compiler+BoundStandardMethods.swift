/// A standard value's method used as a function value without calling it
/// (`s.filter("aeiou".contains)`, `words.filter(prefix.hasPrefix)`): the receiver is read once,
/// where the method is named, and each call of the value calls the method on it.
extension Compiler {
    /// The methods of Strings, arrays and sets that may be named this way, each with its one
    /// unlabelled parameter.
    private static let boundStandardMethods: Set<String> = ["contains", "hasPrefix", "hasSuffix"]

    /// `base.name` as a function value, when `base` is a String, an array or a set and `name`
    /// one of `boundStandardMethods`; nil otherwise.
    func boundStandardMethod(_ base: Compiled, _ name: String) -> Compiled? {
        guard Self.boundStandardMethods.contains(name), let type = base.type else { return nil }
        let element: TypeRef
        switch type {
        case .named("String"):
            element = .named("Character")
        case .array(let e), .set(let e):
            guard name == "contains" else { return nil }
            element = e
        default:
            return nil
        }
        let parameter = name == "contains" ? element : .named("String")
        let full = name + "(_:)", run = base.run, ctx = self.ctx
        return Compiled({ env throws(Interrupt) in
            let receiver = try run(env)
            return .function(Callable(name: name) { args, _ throws(Interrupt) in
                var r = receiver
                return try Dispatch.callMethod(&r, full, args, ctx: ctx)
            })
        }, .function(FunctionTypeRef(parameters: [.init(type: parameter)], result: .named("Bool"))))
    }
}

extension Compiler {
    /// Whether values of this static type are a standard sequence: an array, a set, a
    /// dictionary, a String or a range.
    static func isStandardSequenceType(_ type: TypeRef?) -> Bool {
        switch type {
        case .array?, .set?, .dictionary?, .keyValuePairs?: return true
        case .named(let n)?: return n == "String" || n == "Range" || n.hasPrefix("ClosedRange") || n.hasPrefix("Range<")
        default: return false
        }
    }
}
