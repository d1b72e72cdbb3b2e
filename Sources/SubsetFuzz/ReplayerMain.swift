#if !FUZZING
import Foundation

/// Corpus replayer: `SubsetFuzz DIR|FILE...` runs every file and prints its status.
/// Exits 1 only when the harness itself fails (a path that cannot be read, no arguments).
@main
struct ReplayerMain {
    static func main() {
        let replayer = CorpusReplayer(arguments: Array(CommandLine.arguments.dropFirst()))
        exit(replayer.run())
    }
}
#endif
