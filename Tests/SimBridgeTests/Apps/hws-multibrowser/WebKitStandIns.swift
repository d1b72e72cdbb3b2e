// Reduced (network): the few WebKit names the app uses, loading nothing. Not part of the
// original app; stands in for WebKit's WKWebView and its delegate types.
import UIKit

class WKWebView: UIView {
    weak var navigationDelegate: WKNavigationDelegate?
    var title: String?
    var url: URL?

    func load(_ request: URLRequest) {}
}

class WKNavigation {}

protocol WKNavigationDelegate: AnyObject {}
