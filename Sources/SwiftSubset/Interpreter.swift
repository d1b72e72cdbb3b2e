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
    /// For `status == .exception` or `.limit`: the statement that raised the error or was
    /// running when the limit stopped it, when it is known.
    public var faultLocation: SourcePoint? = nil
    /// The runtime error or limit for a terminal: `file:line:column: message`, the source
    /// line and a caret; empty when the run did not end that way.
    public var renderedRuntimeError = ""
    /// The program's globals, kept alive as long as this result when the run had host modules:
    /// in compiled Swift, top-level variables live until the process ends and are never
    /// deinitialised, so the host's objects they hold (a window, its controllers) stay alive
    /// for inspection after the run.
    package var globals: RetainedGlobals? = nil
    /// The source's syntax tree, for a caller that reads the same source again; nil when the
    /// run stopped before it ran or the source has a syntax error.
    public var parsedProgram: ParsedProgram? = nil
}

/// A program's source as Swift's parser reads it (`Parser.parse(source:)`), kept from its run.
/// Parsing a check's 66-line solution took 1.6 M instructions; the course's source checks read
/// the tree the run parsed instead of parsing the same text a second time.
public struct ParsedProgram: Sendable {
    /// The tree, free of syntax errors: the run's nesting limit was not reached, so it is the
    /// tree `Parser.parse(source:)` gives.
    public let tree: SourceFileSyntax
}

extension RunResult {
    /// A run that did not start because of `diagnostics` found outside the Swift source (a
    /// host's unreadable resource file, say).
    package static func refused(_ diagnostics: [Diagnostic], rendered: String) -> RunResult {
        RunResult(status: .diagnostics, output: "", diagnostics: diagnostics, runtimeError: nil, renderedDiagnostics: rendered)
    }

    /// A run a limit stopped before it began (the program too large to parse and check within
    /// the memory or time limit): status `limit` with `message`, nothing run.
    static func stoppedBeforeRunning(_ message: String) -> RunResult {
        var result = RunResult(status: .limit, output: "", diagnostics: [], runtimeError: "limit: " + message,
                               renderedDiagnostics: "")
        result.renderedRuntimeError = "limit: " + message + "\n"
        return result
    }
}

/// Keeps a finished program's global variables alive, with the run's context: a host that
/// calls the script again after the top-level code finished (a simulated user's tap reaching a
/// script callback) still counts its steps against the limits and collects what it prints.
package final class RetainedGlobals: @unchecked Sendable {
    let env: Env
    let context: RunContext
    let formatter: ValueFormatter
    /// The program's compiler: its types' compiled code refers back to it, and it holds the
    /// host modules, so it is cut loose by `release()`.
    private let compiler: Compiler
    init(env: Env, context: RunContext, formatter: ValueFormatter, compiler: Compiler) {
        self.env = env
        self.context = context
        self.formatter = formatter
        self.compiler = compiler
    }

    /// Frees the program: its globals, and the links from its compiled code to its types and
    /// to the host modules (whose closures reach the host's objects), which otherwise keep
    /// each other alive. The host calls it when it is done with the run; nothing may run after.
    package func release() {
        env.slots.removeAll()
        compiler.releaseProgram()
    }

    /// Everything the program printed so far, including what callbacks printed after the run.
    package var output: String { context.output }

    /// Where the error that ended a later callback was raised, when it is known.
    package var faultLocation: SourcePoint? { context.faultLocation }

    /// How an error raised in a later callback ends the program, as `RunResult` would say it:
    /// the status, the message, and for `.exception` the exception's name and reason.
    package func ending(for error: Interrupt) -> (status: RunStatus, message: String, exceptionName: String?, exceptionReason: String?) {
        let (status, message) = Interpreter.describe(error, formatter: formatter)
        guard status == .exception else { return (status, message, nil, nil) }
        if case .exception(let name, let reason) = error { return (status, message, name, reason) }
        return (status, message, "SwiftRuntimeError", message)
    }

    /// Runs `body`, host code that calls the script again after the run, with the program live
    /// again: a script object freed meanwhile runs its `deinit`, as during the top-level code.
    /// Throws the error such a `deinit` raised.
    package func resumed(_ body: () -> Void) throws(Interrupt) {
        context.stopped = false
        body()
        context.stopped = true
        if let pending = context.pendingInterrupt {
            context.pendingInterrupt = nil
            throw pending
        }
    }
}

/// Runs Swift source in-process, sandboxed.
public enum Interpreter {
    /// Whether the program may be an app, whose top level the simulated app outlives: it
    /// imports UIKit or SwiftUI, or names a UIKit type (`UIWindow`: the simulation's programs
    /// need no import).
    static func mayBeApp(_ file: SourceFileSyntax) -> Bool {
        file.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            if name == "SwiftUI" || name == "UIKit" { return true }
            let scalars = name.unicodeScalars
            guard scalars.count > 2, name.hasPrefix("UI") else { return false }
            return scalars[scalars.index(scalars.startIndex, offsetBy: 2)].properties.isUppercase
        }
    }

    /// Parses, checks and runs `source`. Never traps; every failure is in the result.
    public static func run(source: String, fileName: String = "main.swift", limits: Limits = .standard) -> RunResult {
        run(source: source, fileName: fileName, limits: limits, hosts: [])
    }

    /// As `run(source:fileName:limits:)`, with native modules offered to the script.
    package static func run(
        source: String, fileName: String, limits: Limits, hosts: [HostModule], execute: Bool = true
    ) -> RunResult {
        let watchdog = CheckingWatchdog()
        let result = LargeStack.run(
            {
                let result = runOnThisThread(
                    source: source, fileName: fileName, limits: limits, hosts: hosts, execute: execute, watchdog: watchdog)
                _ = watchdog.finishChecking()  // a run that ended before running
                return result
            },
            unlessGivenUp: { watchdog.waitForChecking(seconds: limits.wallTimeSeconds) })
        return result ?? .stoppedBeforeRunning(CheckingWatchdog.message(limits))
    }

    static func runOnThisThread(
        source: String, fileName: String, limits: Limits, hosts: [HostModule], execute: Bool,
        watchdog: CheckingWatchdog = CheckingWatchdog()
    ) -> RunResult {
        // Parsing and checking count against the memory limit: the run's memory is measured
        // from before the source is parsed.
        let residentBeforeParsing = RunContext.residentBytes()
        switch SourceShapeGuard.refusal(for: source, limits: limits) {
        case .shape(let refused)?:
            return RunResult(status: .diagnostics, output: "", diagnostics: [refused], runtimeError: nil,
                             renderedDiagnostics: render([refused], source: source, fileName: fileName))
        case .limit(let message)?:
            return .stoppedBeforeRunning(message)
        case nil:
            break
        }
        if let deep = BracketDepthGuard.diagnostic(for: source) {
            return RunResult(status: .diagnostics, output: "", diagnostics: [deep], runtimeError: nil,
                             renderedDiagnostics: render([deep], source: source, fileName: fileName))
        }
        let parsed = SubsetParser.parse(source)
        // A host that simulates a device decides the platform `#if` sees; else it is this machine.
        let target = hosts.lazy.compactMap(\.compilationTarget).first ?? .thisMachine
        let resolved = source.mentions("#if") ? IfConfigResolver.resolve(source, tree: parsed, target: target) : nil
        var tree = resolved.map(SubsetParser.parse) ?? parsed
        if source.mentions("@resultBuilder"), let built = ResultBuilderTransform.transform(resolved ?? source, tree: tree) {
            if !built.refusals.isEmpty {
                let converter = SourceLocationConverter(fileName: fileName, tree: tree)
                let refused = built.refusals.map { node, message in
                    let loc = node.startLocation(converter: converter)
                    return Diagnostic(id: "unsupported", severity: .error, line: loc.line, column: loc.column, message: message)
                }
                return RunResult(status: .diagnostics, output: "", diagnostics: refused, runtimeError: nil,
                                 renderedDiagnostics: render(refused, source: source, fileName: fileName))
            }
            // Builder bodies rewritten in place: every statement keeps its line.
            tree = SubsetParser.parse(built.source)
        }
        let converter = SourceLocationConverter(fileName: fileName, tree: tree)
        if source.mentions("#if"), let condition = IfConfigResolver.unresolvedCondition(in: tree, target: target) {
            let loc = condition.startLocation(converter: converter)
            let refused = Diagnostic(id: "unsupported", severity: .error, line: loc.line, column: loc.column,
                                     message: "the condition '\(condition.trimmedText)' in '#if' is not supported yet")
            return RunResult(status: .diagnostics, output: "", diagnostics: [refused], runtimeError: nil,
                             renderedDiagnostics: render([refused], source: source, fileName: fileName))
        }
        let trapping = ParserTrapGuard.diagnostics(for: tree, converter: converter)
        if !trapping.isEmpty {
            return RunResult(status: .diagnostics, output: "", diagnostics: trapping, runtimeError: nil,
                             renderedDiagnostics: render(trapping, source: source, fileName: fileName))
        }
        let parseDiags = ParseErrorScope.diagnostics(for: tree)
        if !parseDiags.isEmpty {
            let diags = parseDiags.map { d -> Diagnostic in
                let loc = d.location(converter: converter)
                return Diagnostic(id: "parse-error", severity: .error, line: loc.line, column: loc.column, message: d.message)
            }
            let rendered = DiagnosticsFormatter.annotatedSource(tree: tree, diags: parseDiags)
            return RunResult(status: .diagnostics, output: "", diagnostics: diags, runtimeError: nil, renderedDiagnostics: rendered)
        }
        var foldErrors: [Diagnostic] = []
        func noteFoldError(_ err: OperatorError) {
            let diagnostic = err.asDiagnostic
            let loc = diagnostic.location(converter: converter)
            var message = diagnostic.message
            if case .missingOperator(let name, _) = err { message = "cannot find operator '\(name)' in scope" }
            foldErrors.append(Diagnostic(id: "operator-fold", severity: .error, line: loc.line, column: loc.column, message: message))
        }
        // Backticked names read as the names they quote; every token keeps its place.
        let (unquoted, quoted) = BacktickedIdentifiers.unquoted(tree, source: source)
        if !quoted.isEmpty {
            let refused = quoted.map { token in
                let loc = token.startLocation(converter: converter)
                return Diagnostic(id: "unsupported", severity: .error, line: loc.line, column: loc.column,
                                  message: BacktickedIdentifiers.refusal(token))
            }
            return RunResult(status: .diagnostics, output: "", diagnostics: refused, runtimeError: nil,
                             renderedDiagnostics: render(refused, source: source, fileName: fileName))
        }
        // The program's own operators and precedence groups fold as swiftc folds them.
        let operators = OperatorFolding.operatorTable(declaredIn: unquoted, errorHandler: noteFoldError)
        let folded = OperatorFolding.foldAll(unquoted, table: operators, errorHandler: noteFoldError)
        guard let file = folded.as(SourceFileSyntax.self), foldErrors.isEmpty else {
            return RunResult(status: .diagnostics, output: "", diagnostics: foldErrors, runtimeError: nil, renderedDiagnostics: foldErrors.map(\.description).joined(separator: "\n"))
        }
        let ctx = RunContext(limits: limits, moduleName: "main", baselineResidentBytes: residentBeforeParsing)
        ctx.importsFoundation = FoundationHost.isImported(by: file)
        ctx.makesPositiveNaN = target.makesPositiveNaN
        let foundation = ctx.importsFoundation ? FoundationHost.module() : nil
        ctx.foundationTypes = foundation?.types
        let modules = (foundation.map { [$0] } ?? []) + hosts
        // Folding operators moves no token, so the folded file's positions are the parsed tree's.
        let compiler = Compiler(ctx: ctx, converter: converter, hosts: modules)
        // A program nobody keeps after this call (a plain run, one with diagnostics, one
        // refused) is freed here; one handed to a host in `RetainedGlobals` is freed by it.
        var handedToHost = false
        defer { if !handedToHost { compiler.releaseProgram() } }
        let globals = EnvBox()
        let preludes = PreludeReach.reached(StandardPrelude.preludes(for: source) + modules.flatMap(\.preludes), source: source,
                                            typeAliases: hosts.flatMap(\.typeAliases))
        for prelude in preludes {
            compiler.declareTopLevel(prelude.statements, globals: globals, ofPrelude: true)
            for b in compiler.pendingTypeBodies { b() }
        }
        compiler.preludeTypes = Set(compiler.types.values.map(ObjectIdentifier.init))
        for t in compiler.types.values { t.frameworkModule = FrameworkTypeModules.module(ofFrameworkType: t.name) }
        for (alias, name) in hosts.flatMap(\.typeAliases) where compiler.types[alias] == nil {
            compiler.types[alias] = compiler.types[name]
        }
        compiler.declareTopLevel(file.statements, globals: globals)
        for b in compiler.pendingTypeBodies { b() }
        compiler.noteProgramHashing()
        let preludeRuns = preludes.map { compiler.block($0.statements, newScope: false) }
        let main = compiler.block(file.statements, newScope: false)
        compiler.compileRemainingTopLevelFunctions()
        compiler.checkMissingTry(in: file)
        compiler.checkDeclarations(in: file)
        compiler.reportUncertainNumericLiterals(in: file)
        for host in modules { host.types.byName = compiler.types }
        if !compiler.diagnostics.isEmpty {
            // The same diagnostic may be reached twice (a declaration checked by two passes):
            // each is reported once.
            var seen: Set<Diagnostic> = []
            let sorted = compiler.diagnostics.filter { seen.insert($0).inserted }
                .sorted { ($0.line, $0.column) < ($1.line, $1.column) }
            return RunResult(status: .diagnostics, output: "", diagnostics: sorted, runtimeError: nil,
                             renderedDiagnostics: render(sorted, source: source, fileName: fileName))
        }
        if let message = ctx.memoryOverLimitBeforeRunning() {
            return .stoppedBeforeRunning(message)
        }
        // Given up by the caller while parsing and checking: the result is not looked at.
        guard watchdog.finishChecking() else { return .stoppedBeforeRunning(CheckingWatchdog.message(limits)) }
        let env = Env(size: compiler.scope.slotCount, parent: nil)
        globals.env = env
        if !execute {
            return RunResult(status: .ok, output: "", diagnostics: [], runtimeError: nil, renderedDiagnostics: "")
        }
        for h in modules { h.types.context = ctx }
        var status = RunStatus.ok
        var message: String? = nil
        var failure: Interrupt? = nil
        let mainType = file.statements.lazy.compactMap { item -> String? in
            guard case .decl(let d) = item.item,
                  let attrs = d.attributeList,
                  attrs.contains(where: {
                      ["main", "UIApplicationMain"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedText)
                  })
            else { return nil }
            return d.as(StructDeclSyntax.self)?.name.text ?? d.as(ClassDeclSyntax.self)?.name.text
                ?? d.as(EnumDeclSyntax.self)?.name.text
        }.first
        do throws(Interrupt) {
            for run in preludeRuns { _ = try run(env) }
            _ = try main(env)
            // What top-level `guard`s bound goes when the top-level code ends (swiftc 6.3.1
            // here: a `guard let` object's deinit prints after the last line); an app (a program
            // importing UIKit, run by the simulated one) goes on running after it, as
            // `UIApplicationMain` never returns.
            if !compiler.topLevelGuardBindings.isEmpty, hosts.isEmpty || !Self.mayBeApp(file) {
                Compiler.empty(compiler.topLevelGuardBindings.sorted(by: >), in: env)
            }
            for host in hosts { try host.finishTopLevel?() }
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
            result.globals = RetainedGlobals(env: env, context: ctx, formatter: compiler.formatter, compiler: compiler)
            handedToHost = true
        }
        if case .unsupported(let what)? = failure {
            // Refused as a checking error would be: nothing it printed stands, since compiled
            // Swift would have gone on differently.
            result.globals?.release()
            let point = ctx.faultLocation ?? SourcePoint(line: 1, column: 1)
            let refusal = Diagnostic(id: "unsupported", severity: .error, line: point.line, column: point.column, message: what)
            return RunResult(status: .diagnostics, output: "", diagnostics: [refusal], runtimeError: nil,
                             renderedDiagnostics: render([refusal], source: source, fileName: fileName))
        }
        if status != .ok, let message {
            result.faultLocation = ctx.faultLocation
            result.renderedRuntimeError = renderMessage(
                message, at: ctx.faultLocation, lines: SourceLines(source), fileName: fileName)
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
        if !parsed.hasError { result.parsedProgram = ParsedProgram(tree: parsed) }
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
        case .unsupported(let m): return (.diagnostics, "error: " + m)
        }
    }

    /// Renders checker diagnostics with the source line and a caret under the column.
    static func render(_ diags: [Diagnostic], source: String, fileName: String) -> String {
        let lines = SourceLines(source)
        return diags.map {
            renderMessage("\($0.severity.rawValue): \($0.message)", at: SourcePoint(line: $0.line, column: $0.column),
                          lines: lines, fileName: fileName)
        }.joined()
    }

    /// `file:line:column: message`, then the source line and a caret under the column; only
    /// the message when the position is unknown.
    static func renderMessage(_ message: String, at point: SourcePoint?, lines: SourceLines, fileName: String) -> String {
        guard let point else { return message + "\n" }
        var out = "\(fileName):\(point.line):\(point.column): \(message)\n"
        if let line = lines.line(point.line) {
            out += "\(line)\n" + String(repeating: " ", count: max(0, point.column - 1)) + "^\n"
        }
        return out
    }
}
