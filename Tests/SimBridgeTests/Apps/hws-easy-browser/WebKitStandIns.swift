// Reduced (network): the few WebKit names the app uses, loading nothing. Not part of the
// original app; stands in for WebKit's WKWebView and its delegate types. The web view's own
// key-value observing of `estimatedProgress` (WebKit posts it while a page loads) is here too:
// its observer (held weakly, as KVO holds observers) is told when the progress changes, which
// never happens since nothing loads.
import UIKit

class WKWebView: UIView {
    weak var navigationDelegate: WKNavigationDelegate?
    var allowsBackForwardNavigationGestures = false
    var title: String?
    private weak var progressObserver: NSObject?

    @objc dynamic var estimatedProgress = 0.0 {
        didSet {
            progressObserver?.observeValue(forKeyPath: "estimatedProgress", of: self, change: [.newKey: estimatedProgress], context: nil)
        }
    }

    func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions, context: UnsafeMutableRawPointer?) {
        if keyPath == "estimatedProgress" { progressObserver = observer }
    }

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
