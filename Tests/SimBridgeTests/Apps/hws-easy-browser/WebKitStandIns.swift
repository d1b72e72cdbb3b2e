// Reduced (network): the few WebKit names the app uses, loading nothing. Not part of the
// original app; stands in for WebKit's WKWebView and its delegate types.
import UIKit

class WKWebView: UIView {
    weak var navigationDelegate: WKNavigationDelegate?
    var allowsBackForwardNavigationGestures = false
    @objc dynamic var estimatedProgress = 0.0
    var title: String?

    func load(_ request: URLRequest) {}
    @objc func reload() {}
}

class WKNavigation {}

class WKNavigationAction {
    let request: URLRequest
    init(request: URLRequest) { self.request = request }
}

enum WKNavigationActionPolicy {
    case allow, cancel
}

protocol WKNavigationDelegate: AnyObject {}
