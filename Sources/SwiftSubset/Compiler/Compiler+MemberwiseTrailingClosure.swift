/// A trailing closure given to a struct's memberwise initialiser (`Holder { print("hi") }`
/// for `struct Holder { var callback: () -> Void }`): it fills a stored property that takes a
/// function, found as `FunctionRef.matchTrailingClosure` finds a declared function's parameter.
extension Compiler {
    /// The parameter each argument fills when the one unlabelled trailing closure takes the
    /// label of a property that may hold a closure; nil when no such placement fits.
    func memberwiseTrailingClosure(_ args: [CallArg], names: [String], hasDefault: [Bool], types: [TypeRef?]) -> [Int]? {
        guard let k = args.firstIndex(where: \.isTrailing), args[k].label == nil else { return nil }
        var labels = args.map(\.label)
        func fill(_ p: Int) -> [Int]? {
            labels[k] = names[p]
            guard let m = matchLabels(params: names, hasDefault: hasDefault, variadic: nil, call: labels), m[k] == p else { return nil }
            return m
        }
        let candidates = names.indices.filter { resemblesFunctionType(types[$0]) }
        if k == args.count - 1, let backward = candidates.reversed().lazy.compactMap(fill).first { return backward }
        return candidates.lazy.compactMap(fill).first
    }
}
