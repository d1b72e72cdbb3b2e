// verdict: fail
// reason: puts the action in the album (Holidays), the first controller on the way back: the line is
// reason: printed, but the user lands on Holidays, not straight back on the albums list.
import UIKit

class AlbumsViewController: UIViewController {
    var photos = ["Sunset.jpg", "Harbour.jpg", "Snow.jpg"]
}

class AlbumViewController: UIViewController {
    @IBAction func unwindToAlbums(_ segue: UIStoryboardSegue) {
        guard let photo = segue.source as? PhotoViewController,
              let albums = navigationController?.viewControllers.first as? AlbumsViewController else { return }
        albums.photos.removeAll { $0 == photo.fileName }
        print("Albums: removed \(photo.fileName), \(albums.photos.count) left")
    }
}

class PhotoViewController: UIViewController {
    let fileName = "Sunset.jpg"

}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
