class Clicker {
    var clicks = 0
    func makeHandler() -> () -> Void {
        return {
            clicks += 1
        }
    }
}
let handler = Clicker().makeHandler()
handler()
