import Foundation
import SwiftSubset

// Runs one program with the interpreter alone (no host module) and prints its output: the
// interpreter's own cost, optimised, without the simulator and the command line.
// Built by Benchmarks/interp-only.sh; not a package target.
let path = CommandLine.arguments[1]
let source = try! String(contentsOfFile: path, encoding: .utf8)
let result = Interpreter.run(source: source, fileName: "main.swift", limits: Limits(wallTimeSeconds: 600))
print(result.output, terminator: "")
if result.status != .ok { print(result.status, result.runtimeError ?? "", result.renderedDiagnostics) }
