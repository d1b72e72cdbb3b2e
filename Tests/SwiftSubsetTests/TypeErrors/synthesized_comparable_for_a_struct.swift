// Structs get a synthesized == but never a synthesized <.
struct Version: Comparable {
    var major: Int
    var minor: Int
}

let versions = [Version(major: 2, minor: 1), Version(major: 1, minor: 9)]
print(versions.sorted().map { "\($0.major).\($0.minor)" })
