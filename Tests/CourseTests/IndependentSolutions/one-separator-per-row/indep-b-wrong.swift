// verdict: fail
// reason: makes a separator per row but adds it to the screen's view at the row's place, not to the
// reason: row: every row still holds only its label.
import UIKit

class SettingsViewController: UIViewController {
    let titles = ["Wi-Fi", "Bluetooth", "Battery"]

    override func viewDidLoad() {
        super.viewDidLoad()
        for (index, title) in titles.enumerated() {
            let separator = UIView(frame: CGRect(x: 16, y: 143 + CGFloat(index) * 44, width: 377, height: 1))
            let row = UIView(frame: CGRect(x: 0, y: 100 + CGFloat(index) * 44, width: 393, height: 44))
            let label = UILabel(frame: CGRect(x: 16, y: 10, width: 200, height: 24))
            label.text = title
            row.addSubview(label)
            view.addSubview(row)
            view.addSubview(separator)
        }
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
