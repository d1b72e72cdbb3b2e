import Foundation

/// `JSONDecoder().decode(T.self, from:)` and `JSONEncoder().encode(_:)` for the `Codable`
/// types programs declare: structs whose stored properties are strings, numbers, booleans,
/// optionals, arrays, dictionaries with string keys and such structs, coded as Swift
/// synthesises it (one key per stored property, in declaration order, named by a nested
/// `CodingKeys` enum where the struct declares one). Foundation's own `JSONDecoder` and `JSONEncoder`
/// do the work, so the output, and every `DecodingError` with its coding path, is theirs.
enum JSONHost {
    /// The classes, working on the run's `types` (filled once the program is checked).
    static func makeClasses(types: HostTypes) -> [HostClass] {
        let decoder = HostClass(name: "JSONDecoder")
        decoder.defineInit("init()") { _, _ throws(Interrupt) -> AnyObject in
            let made: AnyObject = JSONDecoder()
            return made
        }
        decoder.define("decode(_:from:)") { object, args throws(Interrupt) -> Value in
            guard let decoder = object as? JSONDecoder, args.count == 2,
                  let data = FoundationHost.object(args[1], as: DataBox.self) else {
                throw .unsupported("decode(_:from:) takes a type and a Data")
            }
            let plan = ScriptCoding(types: types)
            plan.pending.append(try plan.typeRef(args[0]))
            decoder.userInfo[ScriptCoding.key] = plan
            defer { decoder.userInfo[ScriptCoding.key] = nil }
            do {
                return try decoder.decode(ScriptDecodable.self, from: data.data).value
            } catch let stop as ScriptCoding.Stop {
                throw stop.interrupt
            } catch {
                throw .thrown(ScriptCoding.errorValue(error, types: types))
            }
        }
        // `.convertFromSnakeCase` and `.convertToSnakeCase`: Foundation's coders convert the keys
        // themselves.
        defineKeyStrategy(on: decoder, "keyDecodingStrategy", type: "JSONDecoder.KeyDecodingStrategy") { object, snakeCase in
            (object as? JSONDecoder)?.keyDecodingStrategy = snakeCase ? .convertFromSnakeCase : .useDefaultKeys
        }
        let encoder = HostClass(name: "JSONEncoder")
        defineKeyStrategy(on: encoder, "keyEncodingStrategy", type: "JSONEncoder.KeyEncodingStrategy") { object, snakeCase in
            (object as? JSONEncoder)?.keyEncodingStrategy = snakeCase ? .convertToSnakeCase : .useDefaultKeys
        }
        encoder.defineInit("init()") { _, _ throws(Interrupt) -> AnyObject in
            let made: AnyObject = JSONEncoder()
            return made
        }
        encoder.propertyTypes["outputFormatting"] = "JSONEncoder.OutputFormatting"
        encoder.properties["outputFormatting"] = HostProperty.settable(
            get: { _ throws(Interrupt) -> Value in .void },
            set: { object, value throws(Interrupt) in
                var formatting: JSONEncoder.OutputFormatting = []
                for item in (try? Sequences.elements(value)) ?? [value] {
                    guard case .enumValue(let t, let index, _) = item else { continue }
                    switch t.caseNames[index] {
                    case "prettyPrinted": formatting.insert(.prettyPrinted)
                    case "sortedKeys": formatting.insert(.sortedKeys)
                    case "withoutEscapingSlashes": formatting.insert(.withoutEscapingSlashes)
                    default: break
                    }
                }
                (object as? JSONEncoder)?.outputFormatting = formatting
            })
        encoder.define("encode(_:)") { object, args throws(Interrupt) -> Value in
            guard let encoder = object as? JSONEncoder, let value = args.first else {
                throw .unsupported("encode(_:) takes one value")
            }
            encoder.userInfo[ScriptCoding.key] = ScriptCoding(types: types)
            defer { encoder.userInfo[ScriptCoding.key] = nil }
            do {
                return try DataHost.value(try encoder.encode(ScriptEncodable(value: value)), types: types)
            } catch let stop as ScriptCoding.Stop {
                throw stop.interrupt
            } catch let interrupt as Interrupt {
                throw interrupt
            } catch {
                throw .thrown(ScriptCoding.errorValue(error, types: types))
            }
        }
        let error = HostClass(name: ScriptCoding.errorTypeName)
        error.describe = { ($0 as? ErrorBox).map { "\($0.error)" } ?? "" }
        error.properties["localizedDescription"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .string((object as? ErrorBox)?.error.localizedDescription ?? "")
        })
        return [decoder, encoder, error]
    }
}

/// A Foundation error as a script value.
final class ErrorBox {
    let error: Error
    init(_ error: Error) { self.error = error }
}

/// What one decoding needs besides the JSON: the run's types and the type expected next.
/// Swift's `Decodable` types each know their own shape; ours is one `ScriptDecodable` told its
/// type by the container that decodes it (`pending`, a stack, since decoding is depth-first).
final class ScriptCoding: @unchecked Sendable {
    static let key = CodingUserInfoKey(rawValue: "vctutor.scriptCoding")!
    static let errorTypeName = "DecodingError"
    let types: HostTypes
    var pending: [TypeRef] = []
    init(types: HostTypes) { self.types = types }

    /// A refusal that must end the run, carried through Foundation's decoder as a Swift error.
    struct Stop: Error { let interrupt: Interrupt }

    /// The type a `T.self` argument names: a declared type, or a `[T]`/`[K: V]`/`T?` spelled
    /// as text by the checker.
    func typeRef(_ value: Value) throws(Interrupt) -> TypeRef {
        switch value {
        case .metatype(let t): return .named(t.name)
        case .standardType(let spelled):
            if let parsed = Self.parse(Substring(spelled)) { return parsed }
        default: break
        }
        throw .unsupported("decode(_:from:) needs a type written as 'T.self' or '[T].self'")
    }

    /// Parses a type as `TypeRef.description` spells it.
    static func parse(_ text: Substring) -> TypeRef? {
        let t = text.trimmingCharacters(in: .whitespaces)
        if t.hasSuffix("?") { return parse(t.dropLast()).map { .optional($0) } }
        if t.hasPrefix("["), t.hasSuffix("]") {
            let inner = t.dropFirst().dropLast()
            var depth = 0
            for i in inner.indices {
                switch inner[i] {
                case "[": depth += 1
                case "]": depth -= 1
                case ":" where depth == 0:
                    guard let k = parse(inner[..<i]), let v = parse(inner[inner.index(after: i)...]) else { return nil }
                    return .dictionary(k, v)
                default: break
                }
            }
            return parse(inner).map { .array($0) }
        }
        // As `print` spells a collection's metatype (`Array<Petition>`, `Dictionary<String, Int>`).
        for (generic, arity) in [("Array", 1), ("Optional", 1), ("Dictionary", 2)] where t.hasPrefix(generic + "<") && t.hasSuffix(">") {
            let inner = t.dropFirst(generic.count + 1).dropLast()
            var depth = 0
            var parts: [Substring] = []
            var start = inner.startIndex
            for i in inner.indices {
                switch inner[i] {
                case "<", "[": depth += 1
                case ">", "]": depth -= 1
                case "," where depth == 0: parts.append(inner[start..<i]); start = inner.index(after: i)
                default: break
                }
            }
            parts.append(inner[start...])
            guard parts.count == arity else { return nil }
            let args = parts.compactMap { parse($0) }
            guard args.count == arity else { return nil }
            switch generic {
            case "Array": return .array(args[0])
            case "Optional": return .optional(args[0])
            default: return .dictionary(args[0], args[1])
            }
        }
        return t.isEmpty ? nil : .named(t)
    }

    /// The script value of a Foundation error: printed as Swift prints it.
    static func errorValue(_ error: Error, types: HostTypes) -> Value {
        guard let host = types.byName[errorTypeName]?.host else { return .string("\(error)") }
        return .native(NativeBox(object: ErrorBox(error), hostClass: host))
    }

    /// The stored properties of a `Codable` struct (their index among its fields) and their JSON
    /// keys, as Swift synthesises them.
    func fields(of t: TypeDecl) throws -> [(index: Int, key: String, type: TypeRef)] {
        guard t.kind == .structType else {
            throw Stop(interrupt: .unsupported("coding '\(t.name)' with JSON is not supported yet (only structs are)"))
        }
        guard !t.conformances.isDisjoint(with: ["Codable", "Decodable", "Encodable"]) else {
            throw Stop(interrupt: .unsupported("'\(t.name)' does not conform to 'Codable'"))
        }
        var out: [(Int, String, TypeRef)] = []
        // A nested `enum CodingKeys: String, CodingKey` names each property's key (its raw
        // value, or the case's name).
        let keys = types.byName[t.name + ".CodingKeys"].flatMap { $0.kind == .enumType ? $0 : nil }
        // A lazy property is left out of Swift's synthesised coding (unset in a decoded value).
        for (i, name) in t.storedNames.enumerated() where t.lazyInits[i] == nil {
            guard i < t.storedTypes.count, let type = t.storedTypes[i] else {
                throw Stop(interrupt: .unsupported("the property '\(name)' of '\(t.name)' needs a written type to be coded"))
            }
            var key = name
            if let keys {
                guard let c = keys.caseNames.firstIndex(of: name) else {
                    throw Stop(interrupt: .unsupported("a 'CodingKeys' enum that leaves out the stored property '\(name)' is not supported yet"))
                }
                if c < keys.rawValues.count, case .string(let raw) = keys.rawValues[c] { key = raw }
            }
            out.append((i, key, type))
        }
        return out
    }
}

extension JSONHost {
    /// A coder's settable key strategy `name` (of the host enum `type`): `apply` sets it on the
    /// coder, snake case or the default keys (its value cannot be read back here).
    static func defineKeyStrategy(on coder: HostClass, _ name: String, type: String,
                                  apply: @escaping (AnyObject, _ snakeCase: Bool) -> Void) {
        coder.propertyTypes[name] = type
        coder.properties[name] = HostProperty.settable(
            get: { _ throws(Interrupt) -> Value in throw .unsupported("reading '\(name)' is not supported yet") },
            set: { object, value throws(Interrupt) in
                guard case .enumValue(let t, let index, _) = value else { return }
                apply(object, t.caseNames[index] != "useDefaultKeys")
            })
    }
}

/// The one key type of script structs; named as Swift names the synthesised one, so coding
/// paths print the same (`CodingKeys(stringValue: "age", intValue: nil)`).
struct CodingKeys: CodingKey {
    let stringValue: String
    let intValue: Int? = nil
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

/// A script value decoded as the type on top of `ScriptCoding.pending`.
struct ScriptDecodable: Decodable {
    let value: Value

    init(from decoder: Decoder) throws {
        guard let plan = decoder.userInfo[ScriptCoding.key] as? ScriptCoding, let type = plan.pending.last else {
            throw ScriptCoding.Stop(interrupt: .unsupported("JSONDecoder lost its type"))
        }
        value = try Self.decode(type, from: decoder, plan: plan)
    }

    private static func nested(_ type: TypeRef, plan: ScriptCoding, _ body: () throws -> ScriptDecodable?) throws -> Value? {
        plan.pending.append(type)
        defer { plan.pending.removeLast() }
        return try body()?.value
    }

    private static func decode(_ type: TypeRef, from decoder: Decoder, plan: ScriptCoding) throws -> Value {
        switch type {
        case .named("String"): return .string(try decoder.singleValueContainer().decode(String.self))
        case .named("Int"): return .int(try decoder.singleValueContainer().decode(Int.self))
        case .named("Double"): return .double(try decoder.singleValueContainer().decode(Double.self))
        case .named("Bool"): return .bool(try decoder.singleValueContainer().decode(Bool.self))
        case .optional(let inner):
            let single = try decoder.singleValueContainer()
            if single.decodeNil() { return .optional(nil) }
            return .optional(try decode(inner, from: decoder, plan: plan))
        case .array(let element):
            var container = try decoder.unkeyedContainer()
            var items: [Value] = []
            while !container.isAtEnd {
                if let item = try nested(element, plan: plan, { try container.decode(ScriptDecodable.self) }) { items.append(item) }
            }
            return .array(items)
        case .dictionary(.named("String"), let valueType):
            let container = try decoder.container(keyedBy: AnyStringKey.self)
            var out = OrderedDict()
            for key in container.allKeys {
                if let item = try nested(valueType, plan: plan, { try container.decode(ScriptDecodable.self, forKey: key) }) {
                    out.set(.string(key.stringValue), item)
                }
            }
            return .dictionary(out)
        case .named(let name):
            guard let t = plan.types.byName[name] else {
                throw ScriptCoding.Stop(interrupt: .unsupported("decoding '\(name)' from JSON is not supported yet"))
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            var fields: [Value] = []
            for field in try plan.fields(of: t) {
                while fields.count < field.index { fields.append(.void) }  // a lazy property, unset
                let key = CodingKeys(stringValue: field.key)
                if case .optional(let inner) = field.type {
                    let item = try nested(inner, plan: plan) { try container.decodeIfPresent(ScriptDecodable.self, forKey: key) }
                    fields.append(.optional(item))
                } else if let item = try nested(field.type, plan: plan, { try container.decode(ScriptDecodable.self, forKey: key) }) {
                    fields.append(item)
                }
            }
            while fields.count < t.storedNames.count, t.lazyInits[fields.count] != nil { fields.append(.void) }
            guard let made = plan.types.structValue(name, fields) else {
                throw ScriptCoding.Stop(interrupt: .unsupported("decoding '\(name)' from JSON is not supported yet"))
            }
            return made
        default:
            throw ScriptCoding.Stop(interrupt: .unsupported("decoding '\(type)' from JSON is not supported yet"))
        }
    }
}

/// Keys of a JSON object read as `[String: T]`.
struct AnyStringKey: CodingKey {
    let stringValue: String
    let intValue: Int? = nil
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

/// A script value encoded as Swift's synthesised `Encodable` would encode it.
struct ScriptEncodable: Encodable {
    let value: Value

    func encode(to encoder: Encoder) throws {
        switch value {
        case .string(let s): var c = encoder.singleValueContainer(); try c.encode(s)
        case .int(let n): var c = encoder.singleValueContainer(); try c.encode(n)
        case .double(let d): var c = encoder.singleValueContainer(); try c.encode(d)
        case .bool(let b): var c = encoder.singleValueContainer(); try c.encode(b)
        case .optional(nil): var c = encoder.singleValueContainer(); try c.encodeNil()
        case .optional(let inner?): try ScriptEncodable(value: inner).encode(to: encoder)
        case .array(let items):
            var c = encoder.unkeyedContainer()
            for item in items { try c.encode(ScriptEncodable(value: item)) }
        case .dictionary(let d):
            var c = encoder.container(keyedBy: AnyStringKey.self)
            for (k, v) in zip(d.keys, d.values) {
                guard case .string(let key) = k else {
                    throw ScriptCoding.Stop(interrupt: .unsupported("encoding a dictionary whose keys are not strings is not supported yet"))
                }
                try c.encode(ScriptEncodable(value: v), forKey: AnyStringKey(stringValue: key))
            }
        case .structValue(let s):
            guard s.type.conformances.contains("Codable") || s.type.conformances.contains("Encodable") else {
                throw ScriptCoding.Stop(interrupt: .unsupported("'\(s.type.name)' does not conform to 'Encodable'"))
            }
            guard let plan = encoder.userInfo[ScriptCoding.key] as? ScriptCoding else {
                throw ScriptCoding.Stop(interrupt: .unsupported("JSONEncoder lost its types"))
            }
            var c = encoder.container(keyedBy: CodingKeys.self)
            for field in try plan.fields(of: s.type) where field.index < s.fields.count {
                if case .optional(nil) = s.fields[field.index] { continue }  // synthesised code uses encodeIfPresent
                try c.encode(ScriptEncodable(value: s.fields[field.index]), forKey: CodingKeys(stringValue: field.key))
            }
        default:
            throw ScriptCoding.Stop(interrupt: .unsupported("encoding this value as JSON is not supported yet"))
        }
    }
}
