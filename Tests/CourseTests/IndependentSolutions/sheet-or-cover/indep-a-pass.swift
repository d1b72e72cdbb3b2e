// verdict: pass
// reason: prediction from uikit-behaviour.md: a page sheet leaves the library on screen (no
// reason: disappear/appear callbacks), a full-screen cover does; completions come after the did
// reason: callbacks; the delegate hears only the user's swipe, not dismissals by code.
import UIKit

class LibraryViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    var step = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("library: viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("library: viewDidAppear")
        if step > 0 { return }
        step = 1
        let sheet = UIViewController()
        sheet.presentationController?.delegate = self
        present(sheet, animated: true) {
            print("sheet shown")
            self.dismiss(animated: true) {
                print("sheet closed by code")
                self.showCover()
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("library: viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("library: viewDidDisappear")
    }

    func showCover() {
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        present(cover, animated: true) {
            print("cover shown")
            self.dismiss(animated: true) {
                print("cover closed by code")
                self.showLastSheet()
            }
        }
    }

    func showLastSheet() {
        let sheet = UIViewController()
        sheet.presentationController?.delegate = self
        present(sheet, animated: true) {
            print("last sheet shown")    // then vctutor swipes this sheet down
        }
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        print("delegate: presentationControllerWillDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        print("delegate: presentationControllerDidDismiss")
    }
}

let window = UIWindow()
window.rootViewController = LibraryViewController()
window.makeKeyAndVisible()

// Your prediction: the lines this program prints, in order, one per line.
let prediction = """
library: viewWillAppear
library: viewDidAppear
sheet shown
sheet closed by code
library: viewWillDisappear
library: viewDidDisappear
cover shown
library: viewWillAppear
library: viewDidAppear
cover closed by code
last sheet shown
delegate: presentationControllerWillDismiss
delegate: presentationControllerDidDismiss
"""
