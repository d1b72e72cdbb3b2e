public struct PublicStruct {
   public init() {}
   func implicitlyInternalMethodFromStruct() -> Int { return 0 }
}
extension PublicStruct {
   func implicitlyInternalMethodFromExtension() -> Int { return 0 }
}
fileprivate extension PublicStruct {
   func filePrivateMethod() -> Int { return 0 }
}
var publicStructInSameFile = PublicStruct()
let sameFileA = publicStructInSameFile.implicitlyInternalMethodFromStruct()
let sameFileB = publicStructInSameFile.implicitlyInternalMethodFromExtension()
let sameFileC = publicStructInSameFile.filePrivateMethod()
