// `#function`, `#line`, `#column` and `#fileID` as default values are the caller's.
func log(_ message: String, function: String = #function, line: Int = #line) {
    print("[\(function):\(line)] \(message)")
}
func where_(column: Int = #column, file: String = #fileID) -> String { "\(column) \(file)" }

func loadData() {
    log("loading")
}
struct Loader {
    func start(id: Int) {
        log("starting \(id)")
    }
    init() { log("made") }
    var size: Int { log("size read"); return 3 }
}
class Screen {
    deinit { log("gone") }
}
loadData()
Loader().start(id: 7)
_ = Loader().size
log("top level")
log("given", line: 99)
log("given both", function: "custom", line: 1)
let run = { log("in closure") }
run()
print(where_())
  print(where_(column: 4))
do { _ = Screen() }
log(
  "split over lines")
