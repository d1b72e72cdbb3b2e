protocol DownloaderDelegate: AnyObject {
    func downloader(_ d: Downloader, didFinish data: String)
    func downloaderDidFail(_ d: Downloader)
}
class Downloader {
    weak var delegate: DownloaderDelegate?
    let url: String
    init(url: String) { self.url = url }
    func start() {
        if url.hasPrefix("https") {
            delegate?.downloader(self, didFinish: "data from \(url)")
        } else {
            delegate?.downloaderDidFail(self)
        }
    }
}
class Screen: DownloaderDelegate {
    var log: [String] = []
    func downloader(_ d: Downloader, didFinish data: String) { log.append("ok: \(data)") }
    func downloaderDidFail(_ d: Downloader) { log.append("failed: \(d.url)") }
}
let screen = Screen()
for u in ["https://a", "ftp://b"] {
    let d = Downloader(url: u)
    d.delegate = screen
    d.start()
}
print(screen.log)
let orphan = Downloader(url: "https://c")
orphan.start()
print(orphan.delegate == nil)
