import Foundation
import LiveClass

/// The running host of `vctutor class host`: the server in the background, the teacher's keys
/// in the foreground, the results written at the end.
struct ClassHost {
    let session: ClassSession
    let record: ClassRecord
    let strings: UIStrings
    let output: SharedOutput
    let width: Int

    /// How long the server may take to start listening, in seconds.
    static let startTimeout: TimeInterval = 30
    /// How long stopping the server may take, in seconds.
    static let stopTimeout: TimeInterval = 5
    /// How long the students' connections may take to receive their scores and close before
    /// the server stops, in seconds.
    static let leaveTimeout: TimeInterval = 5

    /// Serves until the quiz is over and the teacher stops it; returns the exit status.
    func run(address: String, port: Int, input: any LineReading, interactive: Bool, complain: (String) -> Void) -> Int32 {
        let token = ClassServer.makeToken()
        let server = ClassServer(session: session, token: token, pageText: pageText(joinAddress: joinAddress(address, port: nil)))
        let console = TeacherConsole(session: session, strings: strings, output: output, width: width)
        let session = self.session
        guard let events = try? AsyncBridge.wait({ await session.events() }) else { return ExitStatus.failure }
        let eventsTask = Task.detached { for await event in events { await console.show(event) } }

        let started = ResultBox<Int>()
        let ready = DispatchSemaphore(value: 0)
        let serverTask = Task.detached {
            do {
                try await server.run(host: address, port: port) { bound in
                    started.set(.success(bound))
                    ready.signal()
                }
            } catch {
                started.set(.failure(error))
                ready.signal()
            }
        }
        _ = ready.wait(timeout: .now() + Self.startTimeout)
        guard case .success(let bound)? = started.get() else {
            var reason = "no answer in \(Int(Self.startTimeout)) s"
            if case .failure(let error)? = started.get() { reason = "\(error)" }
            complain(t("class.host.cannot_start", ["address": "\(address):\(port)", "reason": reason]))
            serverTask.cancel()
            eventsTask.cancel()
            return ExitStatus.failure
        }
        introduce(address: address, port: bound, token: token)
        takeKeys(input, console: console)

        _ = try? AsyncBridge.wait { await session.finish() }
        _ = try? AsyncBridge.wait {
            await session.close()
            await eventsTask.value
        }
        writeResults()
        if interactive {
            output.say(t("class.host.stop_hint"))
            _ = input.readLine(prompt: "")
        }
        // The scores were queued for each connection: stopping now could close one before its
        // score is written. Each student's program closes its connection once it has the score.
        waitForStudentsToLeave()
        // Stopping closes the students' connections; a client that does not answer the close
        // does not keep the teacher waiting more than a few seconds.
        serverTask.cancel()
        let stopped = DispatchSemaphore(value: 0)
        Task.detached {
            await serverTask.value
            stopped.signal()
        }
        _ = stopped.wait(timeout: .now() + Self.stopTimeout)
        return ExitStatus.success
    }

    /// Waits until every student's connection has closed, at most `leaveTimeout` seconds.
    private func waitForStudentsToLeave() {
        let session = self.session
        let deadline = Date().addingTimeInterval(Self.leaveTimeout)
        while Date() < deadline {
            let open = (try? AsyncBridge.wait({ await session.joinedConnections })) ?? 0
            if open == 0 { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Prints how students join and where the teacher's page is.
    private func introduce(address: String, port: Int, token: String) {
        output.say(t("class.host.listening", ["quiz": session.title, "count": "\(session.questions.count)"]))
        output.say("  vctutor class join \(joinAddress(address, port: port)) --name " + t("class.host.name_placeholder"))
        let local = address == "0.0.0.0" ? "127.0.0.1" : address
        output.say(t("class.host.page", ["url": "http://\(local):\(port)/?token=\(token)"]))
        output.say(t("class.host.lobby"))
    }

    /// Enter opens the next question, `s` shows the standings, `q` ends the quiz; at the end
    /// of input the page's button drives, and this waits for the quiz to end.
    private func takeKeys(_ input: any LineReading, console: TeacherConsole) {
        let session = self.session
        while true {
            if (try? AsyncBridge.wait({ await session.phase })) == .finished { return }
            switch input.readLine(prompt: "") {
            case .line(let line):
                switch line.trimmingCharacters(in: .whitespaces).lowercased() {
                case "q": return
                case "s":
                    if let snapshot = try? AsyncBridge.wait({ await session.snapshot() }) { console.showStandings(snapshot) }
                default: _ = try? AsyncBridge.wait { await session.advance() }
                }
            case .interrupted:
                return
            case .end:
                while (try? AsyncBridge.wait({ await session.phase })) != .finished {
                    Thread.sleep(forTimeInterval: 0.25)
                }
                return
            }
        }
    }

    private func writeResults() {
        let csv = (record.path as NSString).deletingPathExtension + ".csv"
        do {
            try record.exportCSV(to: csv)
            output.say(t("class.host.results", ["db": record.path, "csv": csv]))
        } catch {
            output.say(t("class.host.db_error", ["problem": "\(error)"]))
        }
    }

    /// `HOST:PORT` for students; a nil port leaves `{port}` for the page to fill in.
    private func joinAddress(_ address: String, port: Int?) -> String {
        let host = address == "0.0.0.0" ? (NetworkAddresses.lan().first ?? ProcessInfo.processInfo.hostName) : address
        return "\(host):" + (port.map(String.init) ?? "{port}")
    }

    private func pageText(joinAddress: String) -> DashboardText {
        DashboardText(
            lang: strings.language.rawValue, title: t("class.page.title"),
            joinHint: "vctutor class join \(joinAddress) --name " + t("class.host.name_placeholder"),
            joined: t("class.page.joined"), nobody: t("class.page.nobody"), lobby: t("class.page.lobby"),
            questionOf: t("class.host.question"), answered: t("class.page.answered"),
            finished: t("class.host.finished"), next: t("class.page.next"), analysis: t("class.page.analysis"),
            facility: t("class.page.facility"), discrimination: t("class.page.discrimination"),
            noAnalysis: t("class.page.no_analysis"), alpha: t("class.page.alpha"), score: t("class.page.score"))
    }

    private func t(_ key: String, _ values: [String: String] = [:]) -> String { strings.text(key, values) }
}
