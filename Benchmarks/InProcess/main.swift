import Course
import Foundation
import SimBridge

// In-process figures (release build): what a check costs without process start-up.
//   swift run -c release vctutor-bench            (from the package root)
// Prints medians and 90th percentiles over repeated runs after a warm-up; asserts nothing.
// Times are the process's CPU time, as Benchmarks/run.sh measures whole processes: on a
// machine shared with other work, wall time mostly measures waiting for a core.

/// The CPU time this process has used so far, in nanoseconds (all threads: runs happen on a
/// thread of their own while the caller waits).
func cpuNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// CPU milliseconds taken by `body`, `count` times after one warm-up run.
func timings(_ count: Int, _ body: () -> Void) -> [Double] {
    body()
    return (0..<count).map { _ in
        let start = cpuNanoseconds()
        body()
        return Double(cpuNanoseconds() - start) / 1e6
    }
}

func summary(_ values: [Double]) -> String {
    let sorted = values.sorted()
    let median = sorted[sorted.count / 2]
    let p90 = sorted[min(sorted.count - 1, sorted.count * 9 / 10)]
    return String(format: "median %.2f ms, p90 %.2f ms (n=%d)", median, p90, values.count)
}

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let typicalURL = root.appendingPathComponent("Benchmarks/typical/AppDelegate.swift")
guard let typical = try? String(contentsOf: typicalURL, encoding: .utf8) else {
    print("vctutor-bench: run from the package root (Benchmarks/typical/AppDelegate.swift not found)")
    exit(2)
}
let lines = typical.split(separator: "\n", omittingEmptySubsequences: false).count

// 1. The typical solution, parsed, checked and run on a fresh simulator.
var status = ""
let runTimes = timings(50) {
    let run = ProgramRun(files: [ProgramFile(name: "AppDelegate.swift", text: typical)])
    status = run.run().status
}
print("in-process run of the typical \(lines)-line solution, CPU time: \(summary(runTimes)) [status \(status)] (target < 5 ms)")

// 2. Checking real exercises: run, user actions, snapshot, every check.
do {
    let course = try Course.load(from: root)
    let runner = SimulatorProgramRunner()
    for id in ["tab-list-detail", "tabs-with-stacks", "push-a-message"] {
        guard let exercise = course.exercise(id: id), let solution = exercise.files.solution else { continue }
        var passed = false
        let checkTimes = timings(30) {
            let report = checkSolution(exercise: exercise, source: solution.text, language: .english, runner: runner)
            passed = report.passed
        }
        print("in-process check of '\(id)' (reference solution), CPU time: \(summary(checkTimes)) [\(passed ? "passed" : "NOT PASSED")] (target < 5 ms)")
    }
} catch {
    print("vctutor-bench: the course did not load: \(error)")
}

// 3. Loading the course: everything (lint), a learner's session (English), one exercise (check).
let loadAll = timings(5) { _ = CourseLoader(root: root).load() }
print("loading the whole course, every language: \(summary(loadAll))")
let loadEnglish = timings(5) { _ = CourseLoader(root: root, languages: [.english]).load() }
print("loading the course in English only (a learner's session): \(summary(loadEnglish))")
let loadOne = timings(20) { _ = CourseLoader(root: root).loadExercise(id: "tab-list-detail", languages: [.english]) }
print("loading one exercise (vctutor check): \(summary(loadOne))")

// 4. Memory over many checks (a long `watch` session): resident memory before and after.
func residentMB() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = Double(text.split(separator: " ").dropFirst().first ?? "") else { return 0 }
    return pages * 4096 / 1_048_576
}
if let course = try? Course.load(from: root), let exercise = course.exercise(id: "tabs-with-stacks"),
   let solution = exercise.files.solution {
    let runner = SimulatorProgramRunner()
    let before = residentMB()
    for _ in 0..<300 { _ = checkSolution(exercise: exercise, source: solution.text, language: .english, runner: runner) }
    print(String(format: "resident memory over 300 checks of 'tabs-with-stacks': %.1f MB before, %.1f MB after", before, residentMB()))
}

var usage = rusage()
getrusage(RUSAGE_SELF.rawValue, &usage)
print("peak resident memory of the benchmark process: \(usage.ru_maxrss / 1024) MB")
