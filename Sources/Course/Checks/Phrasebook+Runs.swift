import SimBridge

extension Phrasebook {
    /// `message` prefixed with the run it belongs to: its id, device and actions (as
    /// `exercise.yaml` writes them, the bridge's names), so a learner can tell which path
    /// through the app went wrong.
    func inRun(_ run: ExerciseRun, _ message: String) -> String {
        let actions = run.actions.map(\.description).joined(separator: ", ")
        switch language {
        case .english:
            let device = run.device == .ipad ? "on an iPad" : "on an iPhone"
            let path = actions.isEmpty ? "launch only" : "after launch: \(actions)"
            return "[run “\(run.id)”, \(device), \(path)] \(message)"
        case .russian:
            let device = run.device == .ipad ? "на iPad" : "на iPhone"
            let path = actions.isEmpty ? "только запуск" : "после запуска: \(actions)"
            return "[прогон «\(run.id)», \(device), \(path)] \(message)"
        case .simplifiedChinese:
            let device = run.device == .ipad ? "在iPad上" : "在iPhone上"
            let path = actions.isEmpty ? "仅启动" : "启动后：\(actions)"
            return "[运行“\(run.id)”，\(device)，\(path)] \(message)"
        }
    }
}
