import Foundation

/// Where the learner's files live.
package struct VCTutorPaths: Equatable, Sendable {
    /// The learner's folder (`VCTUTOR_HOME`).
    package var home: String
    /// The progress file (`VCTUTOR_DB`).
    package var database: String
    /// The shell's history file.
    package var history: String { home + "/history" }
    /// The exercise workspace: one folder per exercise, `exercises/<id>/`.
    package var workspace: String { home + "/exercises" }

    /// The paths the environment gives: `VCTUTOR_HOME`, else `$XDG_DATA_HOME/vctutor`, else
    /// `~/.local/share/vctutor`; `VCTUTOR_DB`, else `progress.sqlite` in the home folder.
    package init(environment: [String: String]) {
        func nonEmpty(_ key: String) -> String? {
            guard let value = environment[key], !value.isEmpty else { return nil }
            return value
        }
        if let home = nonEmpty("VCTUTOR_HOME") {
            self.home = home
        } else if let xdg = nonEmpty("XDG_DATA_HOME") {
            self.home = xdg + "/vctutor"
        } else {
            self.home = (nonEmpty("HOME") ?? NSHomeDirectory()) + "/.local/share/vctutor"
        }
        self.database = nonEmpty("VCTUTOR_DB") ?? home + "/progress.sqlite"
    }
}
