import UIKit

class Screen: UIViewController {
    var name = ""

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("\(name) viewWillAppear, moving to parent: \(isMovingToParent), being presented: \(isBeingPresented)")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("\(name) viewWillDisappear, moving from parent: \(isMovingFromParent), being dismissed: \(isBeingDismissed)")
    }
}

class AlbumsScreen: Screen {
    var step = 0

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        step += 1
        if step == 1 {
            let photos = Screen()
            photos.name = "Photos"
            navigationController?.pushViewController(photos, animated: true)
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                self.navigationController?.popViewController(animated: true)
            }
        } else if step == 2 {
            let share = Screen()
            share.name = "Share"
            share.modalPresentationStyle = .fullScreen
            present(share, animated: true) {
                share.dismiss(animated: true)
            }
        }
    }
}

let albums = AlbumsScreen()
albums.name = "Albums"
let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: albums)
window.makeKeyAndVisible()

// Your prediction: the lines this program prints, in order, one per line.
let prediction = """
Albums viewWillAppear, moving to parent: true, being presented: false
Albums viewWillDisappear, moving from parent: false, being dismissed: false
Photos viewWillAppear, moving to parent: true, being presented: false
Photos viewWillDisappear, moving from parent: true, being dismissed: false
Albums viewWillAppear, moving to parent: false, being presented: false
Albums viewWillDisappear, moving from parent: false, being dismissed: false
Share viewWillAppear, moving to parent: false, being presented: true
Share viewWillDisappear, moving from parent: false, being dismissed: true
Albums viewWillAppear, moving to parent: false, being presented: false
"""
