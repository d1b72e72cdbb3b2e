struct Data {}  // Instead of actually importing Foundation
func show(_ images: [Data]) { }
func downloadPhoto(named name: String) async -> Data { return Data() }
let photoNames = ["IMG001", "IMG99", "IMG0404"]
func f() async {
async let firstPhoto = downloadPhoto(named: photoNames[0])
async let secondPhoto = downloadPhoto(named: photoNames[1])
async let thirdPhoto = downloadPhoto(named: photoNames[2])

let photos = await [firstPhoto, secondPhoto, thirdPhoto]
show(photos)
}
