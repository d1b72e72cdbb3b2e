if #available(iOS 1, iOSApplicationExtension 1,
              macOS 1, macOSApplicationExtension 1,
              macCatalyst 1, macCatalystApplicationExtension 1,
              watchOS 1, watchOSApplicationExtension 1,
              tvOS 1, tvOSApplicationExtension 1,
              visionOS 1, visionOSApplicationExtension 1, *) {
    print("a")
} else {
    print("b")
}
if #available(madeUpPlatform 1, *) {
    print("c")
}
if #unavailable(fakePlatform 1) {
    print("d")
} else {
    print("dd")
}
