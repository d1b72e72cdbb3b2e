import Foundation
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// How a run ended.
public enum RunStatus: String, Sendable {
    /// The program ran to the end.
    case ok
    /// Parsing or checking found errors; nothing ran.
    case diagnostics
    /// A runtime error (`Fatal error: ...`) or an uncaught thrown error ended the run.
    case exception
    /// A step, time, memory or depth limit stopped the run.
    case limit
}

/// The outcome of `Interpreter.run`.
public struct RunResult: Sendable {
    public let status: RunStatus
    /// What the program printed.
    public let output: String
    /// Parse and check errors (empty unless `status == .diagnostics`).
    public let diagnostics: [Diagnostic]
    /// The message that ended the run early (`Fatal error: ...` or a limit's message).
    public let runtimeError: String?
    /// Diagnostics rendered with source lines and carets, for terminals.
    public let renderedDiagnostics: String
    /// For `status == .exception`: `SwiftRuntimeError` for Swift's runtime errors and uncaught
    /// errors, or the name a host gave its exception (`NSInvalidArgumentException`).
    public var exceptionName: String? = nil
    /// For host exceptions: the reason, without the name.
    public var exceptionReason: String? = nil
    /// The program's globals, kept alive as long as this result when the run had host modules:
    /// in compiled Swift, top-level variables live until the process ends and are never
    /// deinitialised, so the host's objects they hold (a window, its controllers) stay alive
    /// for inspection after the run.
    package var globals: RetainedGlobals? = nil
}

extension RunResult {
    /// A run that did not start because of `diagnostics` found outside the Swift source (a
    /// host's unreadable resource file, say).
    package static func refused(_ diagnostics: [Diagnostic], rendered: String) -> RunResult {
        RunResult(status: .diagnostics, output: "", diagnostics: diagnostics, runtimeError: nil, renderedDiagnostics: rendered)
    }
}

/// Keeps a finished program's global variables alive.
package final class RetainedGlobals: @unchecked Sendable {
    let env: AnyObject
    init(env: AnyObject) { self.env = env }
}

/// Runs Swift source in-process, sandboxed.
public enum Interpreter {
    /// Parses, checks and runs `source`. Never traps; every failure is in the result.
    public static func run(source: String, fileName: String = "main.swift", limits: Limits = .standard) -> RunResult {
        run(source: source, fileName: fileName, limits: limits, hosts: [])
    }

    /// As `run(source:fileName:limits:)`, with native modules offered to the script.
    package static func run(
        source: String, fileName: String, limits: Limits, hosts: [HostModule], execute: Bool = true
    ) -> RunResult {
        let box = ResultBox(hosts: hosts)
        let thread = Thread {
            box.result = runOnThisThread(source: source, fileName: fileName, limits: limits, hosts: box.hosts, execute: execute)
            box.done.signal()
        }
        thread.stackSize = 1 << 29
        thread.start()
        box.done.wait()
        // The finished thread may keep the box a little longer: it must not keep the hosts
        // or the program's globals.
        let result = box.result!
        box.result = nil
        box.hosts = []
        return result
    }

    static func runOnThisThread(
        source: String, fileName: String, limits: Limits, hosts: [HostModule], execute: Bool
    ) -> RunResult {
        if source.utf8.count > 2_000_000 {
            return RunResult(status: .diagnostics, output: "", diagnostics: [
                Diagnostic(id: "source-too-large", severity: .error, line: 1, column: 1, message: "source file is too large (over 2 MB)"),
            ], runtimeError: nil, renderedDiagnostics: "error: source file is too large (over 2 MB)\n")
        }
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: fileName, tree: tree)
        let parseDiags = ParseDiagnosticsGenerator.diagnostics(for: tree)
        if !parseDiags.isEmpty {
            let diags = parseDiags.map { d -> Diagnostic in
                let loc = d.location(converter: converter)
                return Diagnostic(id: "parse-error", severity: .error, line: loc.line, column: loc.column, message: d.message)
            }
            let rendered = DiagnosticsFormatter.annotatedSource(tree: tree, diags: parseDiags)
            return RunResult(status: .diagnostics, output: "", diagnostics: diags, runtimeError: nil, renderedDiagnostics: rendered)
        }
        var foldErrors: [Diagnostic] = []
        let folded = OperatorTable.standardOperators.foldAll(tree) { err in
            foldErrors.append(Diagnostic(id: "operator-fold", severity: .error, line: 1, column: 1, message: "\(err)"))
        }
        guard let file = folded.as(SourceFileSyntax.self), foldErrors.isEmpty else {
            return RunResult(status: .diagnostics, output: "", diagnostics: foldErrors, runtimeError: nil, renderedDiagnostics: foldErrors.map(\.description).joined(separator: "\n"))
        }
        let ctx = RunContext(limits: limits, moduleName: "main")
        let compiler = Compiler(ctx: ctx, converter: SourceLocationConverter(fileName: fileName, tree: file), hosts: hosts)
        let globals = EnvBox()
        compiler.declareTopLevel(file.statements, globals: globals)
        for b in compiler.pendingTypeBodies { b() }
        let main = compiler.block(file.statements, newScope: false)
        if !compiler.diagnostics.isEmpty {
            let sorted = compiler.diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
            return RunResult(status: .diagnostics, output: "", diagnostics: sorted, runtimeError: nil,
                             renderedDiagnostics: render(sorted, source: source, fileName: fileName))
        }
        let env = Env(size: compiler.scope.slotCount, parent: nil)
        globals.env = env
        if !execute {
            return RunResult(status: .ok, output: "", diagnostics: [], runtimeError: nil, renderedDiagnostics: "")
        }
        let scriptClasses = ScriptClasses(types: compiler.types, context: ctx)
        for h in hosts { h.attachScriptClasses?(scriptClasses) }
        var status = RunStatus.ok
        var message: String? = nil
        var failure: Interrupt? = nil
        let mainType = file.statements.lazy.compactMap { item -> String? in
            guard case .decl(let d) = item.item,
                  let attrs = d.asProtocol(WithAttributesSyntax.self)?.attributes,
                  attrs.contains(where: {
                      ["main", "UIApplicationMain"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedDescription)
                  })
            else { return nil }
            return d.as(StructDeclSyntax.self)?.name.text ?? d.as(ClassDeclSyntax.self)?.name.text
                ?? d.as(EnumDeclSyntax.self)?.name.text
        }.first
        do throws(Interrupt) {
            _ = try main(env)
            if let name = mainType, let t = compiler.types[name] {
                if let m = t.findStatic("main()") {
                    _ = try m.call([])
                } else if let launch = hosts.lazy.compactMap(\.launchMain).first {
                    try launch(try Construction.construct(t, name: "init()", [], ctx: ctx))
                }
            }
            if let p = ctx.pendingInterrupt { throw p }
        } catch {
            failure = error
            (status, message) = describe(error, formatter: compiler.formatter)
        }
        ctx.stopped = true
        var result = RunResult(status: status, output: ctx.output, diagnostics: [], runtimeError: message, renderedDiagnostics: "")
        if hosts.isEmpty {
            env.slots.removeAll()
        } else {
            result.globals = RetainedGlobals(env: env)
        }
        if status == .exception {
            if let failure, case .exception(let name, let reason) = failure {
                result.exceptionName = name
                result.exceptionReason = reason
            } else {
                result.exceptionName = "SwiftRuntimeError"
                result.exceptionReason = message
            }
        }
        return result
    }

    /// Parses and checks `source` without running it; returns the diagnostics (empty when the
    /// program would run).
    public static func check(source: String, fileName: String = "main.swift") -> [Diagnostic] {
        run(source: source, fileName: fileName, limits: Limits(maxSteps: 0, wallTimeSeconds: 0), hosts: [], execute: false).diagnostics
    }

    static func describe(_ error: Interrupt, formatter: ValueFormatter) -> (RunStatus, String) {
        switch error {
        case .fatal(let m): return (.exception, m)
        case .limit(let m): return (.limit, "limit: " + m)
        case .thrown(let v): return (.exception, "Fatal error: Error raised at top level: \(formatter.debug(v))")
        case .exception(let name, let reason):
            return (.exception, "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'")
        case .chainNil: return (.exception, "Fatal error: internal optional chain error")
        }
    }

    /// Renders checker diagnostics with the source line and a caret under the column.
    static func render(_ diags: [Diagnostic], source: String, fileName: String) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var out = ""
        for d in diags {
            out += "\(fileName):\(d.line):\(d.column): \(d.severity.rawValue): \(d.message)\n"
            if d.line - 1 < lines.count {
                let line = lines[d.line - 1]
                out += "\(line)\n" + String(repeating: " ", count: max(0, d.column - 1)) + "^\n"
            }
        }
        return out
    }
}

private final class ResultBox: @unchecked Sendable {
    var result: RunResult?
    var hosts: [HostModule]
    init(hosts: [HostModule]) { self.hosts = hosts }
    let done = DispatchSemaphore(value: 0)
}
