import UIKit

class AlbumsViewController: UIViewController {
    var photos = ["Sunset.jpg", "Harbour.jpg", "Snow.jpg"]
}

class AlbumViewController: UIViewController {
    var photos = ["Sunset.jpg", "Harbour.jpg", "Snow.jpg"]

    @IBAction func unwindToAlbums(_ segue: UIStoryboardSegue) {
        guard let photo = segue.source as? PhotoViewController else { return }
        photos.removeAll { $0 == photo.fileName }
        print("Albums: removed \(photo.fileName), \(photos.count) left")
    }
}

class PhotoViewController: UIViewController {
    let fileName = "Sunset.jpg"
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
