// Reduced (network): not part of the original app. The feed the app downloads, as a fixed
// document of two petitions, and a web view that loads nothing in place of WebKit's.
import UIKit

func downloadedFeed(from url: URL) -> Data? {
    let json = """
    {"results": [
        {"title": "First petition", "body": "The first body.", "signatureCount": 120},
        {"title": "Second petition", "body": "The second body.", "signatureCount": 45}
    ]}
    """
    return json.data(using: .utf8)
}

class WKWebView: UIView {
    func loadHTMLString(_ string: String, baseURL: URL?) {}
}
