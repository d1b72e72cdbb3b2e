// verdict: pass
// reason: a helper makes a new separator for each row inside the loop: a view has one superview, so
// reason: each row needs its own.
import UIKit

class SettingsViewController: UIViewController {
    let titles = ["Wi-Fi", "Bluetooth", "Battery"]

    override func viewDidLoad() {
        super.viewDidLoad()
        for (index, title) in titles.enumerated() {
            let separator = makeSeparator()
            let row = UIView(frame: CGRect(x: 0, y: 100 + CGFloat(index) * 44, width: 393, height: 44))
            let label = UILabel(frame: CGRect(x: 16, y: 10, width: 200, height: 24))
            label.text = title
            row.addSubview(label)
            row.addSubview(separator)
            view.addSubview(row)
        }
    }

    func makeSeparator() -> UIView {
        let line = UIView(frame: CGRect(x: 16, y: 43, width: 377, height: 1))
        line.backgroundColor = .separator
        return line
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for row in view.subviews {
            if let label = row.subviews.first as? UILabel {
                print("\(label.text ?? "") row, subviews: \(row.subviews.count)")
            }
        }
    }
}

let window = UIWindow()
window.rootViewController = SettingsViewController()
window.makeKeyAndVisible()
