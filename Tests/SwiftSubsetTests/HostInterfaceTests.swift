import Testing
@testable import SwiftSubset

/// A tiny fake host proving the host interface: a native `Counter` class whose `run(times:)`
/// calls the overridable `tick()` natively, a native enum, a global value and a function that
/// calls a script closure back.
final class NativeCounter {
    var count = 0
    /// The script object built on top of this native one (weak: the script owns it).
    weak var script: AnyObject?
    var speed = "normal"
}

struct HostInterfaceTests {
    static func fakeHost(log: LogBox) -> HostModule {
        let counter = HostClass(name: "Counter")
        let make: ([Value], AnyObject) throws(Interrupt) -> AnyObject = { _, script in
            let n = NativeCounter()
            n.script = script
            return n
        }
        counter.initializers["init()"] = make
        let tick: (AnyObject, [Value]) throws(Interrupt) -> Value = { object, _ in
            (object as! NativeCounter).count += 1
            return .void
        }
        counter.methods["tick()"] = tick
        let runTimes: (AnyObject, [Value]) throws(Interrupt) -> Value = { object, args throws(Interrupt) in
            let native = object as! NativeCounter
            guard case .int(let n) = args[0] else { return .void }
            for _ in 0..<n {
                // A virtual call: the script's override runs when there is one.
                if let script = native.script, try HostCallbacks.callOverride(script, "tick()", []) != nil { continue }
                native.count += 1
            }
            return .void
        }
        counter.methods["run(times:)"] = runTimes
        let getCount: (AnyObject) throws(Interrupt) -> Value = { .int(($0 as! NativeCounter).count) }
        counter.properties["count"] = HostProperty(get: getCount)
        // A native object made by the host, handed to the script.
        let badge = HostClass(name: "Badge")
        let badgeText: (AnyObject) throws(Interrupt) -> Value = { _ in .string("native badge") }
        badge.properties["text"] = HostProperty(get: badgeText)
        let makeBadge: (AnyObject, [Value]) throws(Interrupt) -> Value = { _, _ in
            HostCallbacks.value(native: NativeCounter(), of: badge, script: nil)
        }
        counter.methods["badge()"] = makeBadge
        let me: (AnyObject, [Value]) throws(Interrupt) -> Value = { object, _ in
            HostCallbacks.value(native: object, of: counter, script: (object as! NativeCounter).script)
        }
        counter.methods["me()"] = me
        var module = HostModule()
        module.classes = [counter, badge]
        module.enums = [HostEnum(name: "Speed", cases: ["slow", "fast"])]
        let version: () throws(Interrupt) -> Value = { .string("fake-1") }
        module.globals["hostVersion"] = version
        let later: ([Value]) throws(Interrupt) -> Value = { args throws(Interrupt) in
            log.calls += 1
            return try HostCallbacks.callClosure(args[0], [])
        }
        module.functions["later(_:)"] = later
        return module
    }

    final class LogBox: @unchecked Sendable { var calls = 0 }

    func run(_ source: String, log: LogBox = LogBox()) -> RunResult {
        Interpreter.run(source: source, fileName: "main.swift", limits: .standard, hosts: [Self.fakeHost(log: log)])
    }

    @Test func nativeClassCanBeUsedDirectly() {
        let r = run("let c = Counter()\nc.tick()\nc.run(times: 2)\nprint(c.count)")
        #expect(r.runtimeError == nil)
        #expect(r.output == "3\n")
    }

    @Test func scriptSubclassOverrideRunsWhenNativeCodeCallsIt() {
        let r = run("""
            class Loud: Counter {
                override func tick() {
                    print("tick \\(count)")
                    super.tick()
                }
            }
            let c = Loud()
            c.run(times: 2)
            print(c.count)
            """)
        #expect(r.diagnostics.isEmpty, "\(r.renderedDiagnostics)")
        #expect(r.output == "tick 0\ntick 1\n2\n")
    }

    @Test func hostReturnsNativeAndScriptObjects() {
        let r = run("""
            class Mine: Counter { var note = "scripted" }
            let m = Mine()
            print(m.badge().text)
            print((m.me() as! Mine).note, m.me() === m)
            """)
        #expect(r.diagnostics.isEmpty, "\(r.renderedDiagnostics)")
        #expect(r.runtimeError == nil, "\(r.runtimeError ?? "")")
        #expect(r.output == "native badge\nscripted true\n")
    }

    @Test func checkerKnowsHostMembers() {
        let r = run("let c = Counter()\nc.tock()")
        #expect(r.status == .diagnostics)
        #expect(r.diagnostics.first?.message == "value of type 'Counter' has no member 'tock'")
    }

    @Test func overridingAMissingHostMethodIsReported() {
        let r = run("class X: Counter { override func tock() {} }")
        #expect(r.diagnostics.first?.message == "method does not override any method from its superclass")
    }

    @Test func hostGlobalsEnumsAndCallbacks() {
        let log = LogBox()
        let r = run("""
            let s: Speed = .fast
            print(hostVersion, s == .fast)
            var hits = 0
            later { hits += 1 }
            print(hits)
            """, log: log)
        #expect(r.diagnostics.isEmpty, "\(r.renderedDiagnostics)")
        #expect(r.output == "fake-1 true\n1\n")
        #expect(log.calls == 1)
    }
}
