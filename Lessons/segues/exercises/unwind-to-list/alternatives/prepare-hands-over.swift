import UIKit

class AlbumsViewController: UIViewController {
    var photos = ["Sunset.jpg", "Harbour.jpg", "Snow.jpg"]
    var deleted: String?

    @IBAction func unwindToAlbums(_ segue: UIStoryboardSegue) {
        if let name = deleted, let index = photos.firstIndex(of: name) {
            photos.remove(at: index)
            print("Albums: removed \(name), \(photos.count) left")
        }
    }
}

class AlbumViewController: UIViewController {
}

class PhotoViewController: UIViewController {
    let fileName = "Sunset.jpg"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "deletePhoto", let albums = segue.destination as? AlbumsViewController {
            albums.deleted = fileName
        }
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
