#if !FUZZING
import Foundation

/// Replays fuzz inputs (files, or every regular file in a directory) through the interpreter,
/// printing `STATUS<TAB>PATH` per file.
struct CorpusReplayer {
    let arguments: [String]

    /// Runs every input and returns the process exit code: 0 if every file was read, else 1.
    func run() -> Int32 {
        guard !arguments.isEmpty else {
            FileHandle.standardError.write(Data("usage: SubsetFuzz DIR|FILE...\n".utf8))
            return 1
        }
        var failed = false
        for path in arguments.flatMap(expand) {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("SubsetFuzz: cannot read \(path)\n".utf8))
                failed = true
                continue
            }
            let result = data.withUnsafeBytes { raw in
                runFuzzInput(raw.bindMemory(to: UInt8.self))
            }
            print("\(result.status.rawValue)\t\(path)")
        }
        return failed ? 1 : 0
    }

    /// A directory becomes its regular files, sorted; anything else is kept as given.
    private func expand(_ path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
              let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [path] }
        return names.sorted().filter { !$0.hasPrefix(".") }.map { (path as NSString).appendingPathComponent($0) }
    }
}
#endif
