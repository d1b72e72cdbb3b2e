// In file "library.swift"
open class C {
    public static func main() { print("Hello") }
}
