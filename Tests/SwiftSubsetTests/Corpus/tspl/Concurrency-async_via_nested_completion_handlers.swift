struct Data {}  // Instead of actually importing Foundation
func listPhotos(inGallery name: String, completionHandler: ([String]) -> Void ) {
  completionHandler(["IMG001", "IMG99", "IMG0404"])
}
func downloadPhoto(named name: String, completionHandler: (Data) -> Void) {
    completionHandler(Data())
}
func show(_ image: Data) { }
listPhotos(inGallery: "Summer Vacation") { photoNames in
    let sortedNames = photoNames.sorted()
    let name = sortedNames[0]
    downloadPhoto(named: name) { photo in
        show(photo)
    }
}
