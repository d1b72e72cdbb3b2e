// verdict: pass
// reason: the unwind action moves to the albums list (the destination implements it, not the
// reason: source); it reads the file name from segue.source and removes it by index.
import UIKit

class AlbumsViewController: UIViewController {
    var photos = ["Sunset.jpg", "Harbour.jpg", "Snow.jpg"]

    @IBAction func unwindToAlbums(_ segue: UIStoryboardSegue) {
        guard let photo = segue.source as? PhotoViewController,
              let index = photos.firstIndex(of: photo.fileName) else { return }
        photos.remove(at: index)
        print("Albums: removed \(photo.fileName), \(photos.count) left")
    }
}

class AlbumViewController: UIViewController {
}

class PhotoViewController: UIViewController {
    let fileName = "Sunset.jpg"

}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
