import UIKit

class AlbumsViewController: UIViewController {
    var photos = ["Sunset.jpg", "Harbour.jpg", "Snow.jpg"]
}

class AlbumViewController: UIViewController {
}

class PhotoViewController: UIViewController {
    let fileName = "Sunset.jpg"

    // The Delete button is an unwind segue to the Exit icon with this action, but tapping it
    // does nothing: the user stays on the photo.
    @IBAction func unwindToAlbums(_ segue: UIStoryboardSegue) {
        print("Deleting \(fileName)")
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
