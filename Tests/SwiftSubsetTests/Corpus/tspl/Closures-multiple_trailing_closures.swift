struct Server { }
struct Picture { }
func download(_ path: String, from server: Server) -> Picture? {
    return Picture()
}
func loadPicture(from server: Server, completion: (Picture) -> Void, onFailure: () -> Void) {
    if let picture = download("photo.jpg", from: server) {
        completion(picture)
    } else {
        onFailure()
    }
}
struct View {
   var currentPicture = Picture() { didSet { print("Changed picture") } }
}
var someView = View()
let someServer = Server()
loadPicture(from: someServer) { picture in
    someView.currentPicture = picture
} onFailure: {
    print("Couldn't download the next picture.")
}
