// verdict: pass
// reason: prediction: title does not load the view; didSet reads `view`, which loads it then,
// reason: after the new text is stored; the second willSet sees it loaded.
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
viewDidLoad sees "Buy milk"
will set "Buy bread"; loaded: true
after both: loaded: true
"""
