// verdict: fail
// reason: mistake: predicts that viewDidLoad runs before the first text is stored.
import UIKit

class NoteViewController: UIViewController {
    var text = "" {
        willSet {
            print("will set \"\(newValue)\"; loaded: \(isViewLoaded)")
        }
        didSet {
            view.isHidden = text.isEmpty
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("viewDidLoad sees \"\(text)\"")
    }
}

let note = NoteViewController()
note.title = "Shopping"
note.text = "Buy milk"
note.text = "Buy bread"
print("after both: loaded: \(note.isViewLoaded)")

// Your prediction: the lines this program prints, in order, one per line.
let prediction = """
will set "Buy milk"; loaded: false
viewDidLoad sees ""
will set "Buy bread"; loaded: true
after both: loaded: true
"""
