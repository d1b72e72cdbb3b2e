struct Data {}  // Instead of actually importing Foundation
func downloadPhoto(named name: String) async -> Data { return Data() }
func show(_ image: Data) { }
func listPhotos(inGallery name: String) async -> [String] {
    return ["IMG001", "IMG99", "IMG0404"]
}
func f() async {
let photoNames = await listPhotos(inGallery: "Summer Vacation")
let sortedNames = photoNames.sorted()
let name = sortedNames[0]
let photo = await downloadPhoto(named: name)
show(photo)
}
func show(_ images: [Data]) { }
func ff() async {
let photoNames = ["IMG001", "IMG99", "IMG0404"]
let firstPhoto = await downloadPhoto(named: photoNames[0])
let secondPhoto = await downloadPhoto(named: photoNames[1])
let thirdPhoto = await downloadPhoto(named: photoNames[2])

let photos = [firstPhoto, secondPhoto, thirdPhoto]
show(photos)
}
