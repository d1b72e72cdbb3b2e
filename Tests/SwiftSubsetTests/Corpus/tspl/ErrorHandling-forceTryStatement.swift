struct Image {}
func loadImage(atPath path: String) throws -> Image {
    return Image()
}
let photo = try! loadImage(atPath: "./Resources/John Appleseed.jpg")
