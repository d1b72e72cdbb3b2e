// verdict: pass
// reason: anchors the popover with the iOS 16 sourceItem API (the button itself) after choosing
// reason: the popover style, so popoverPresentationController exists.
import UIKit

class ShareOptionsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Share"
        print("share options shown")
    }
}

class NoteViewController: UIViewController {
    let shareButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shopping"
        shareButton.setTitle("Share", for: .normal)
        shareButton.frame = CGRect(x: 20, y: 120, width: 120, height: 44)
        shareButton.addAction(UIAction { [weak self] _ in self?.shareTapped() }, for: .touchUpInside)
        view.addSubview(shareButton)
    }

    // Works on an iPhone. On an iPad the app crashes as soon as Share is tapped.
    func shareTapped() {
        let options = ShareOptionsViewController()
        options.modalPresentationStyle = .popover
        options.popoverPresentationController?.sourceItem = shareButton
        present(options, animated: true)
    }
}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: NoteViewController())
window.makeKeyAndVisible()
