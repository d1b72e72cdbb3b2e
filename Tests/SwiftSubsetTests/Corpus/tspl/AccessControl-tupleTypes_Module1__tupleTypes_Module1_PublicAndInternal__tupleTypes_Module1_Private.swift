public struct PublicStruct {}
internal struct InternalStruct {}
fileprivate struct FilePrivateStruct {}
public func returnPublicTuple() -> (PublicStruct, PublicStruct) {
   return (PublicStruct(), PublicStruct())
}
func returnInternalTuple() -> (PublicStruct, InternalStruct) {
   return (PublicStruct(), InternalStruct())
}
fileprivate func returnFilePrivateTuple() -> (PublicStruct, FilePrivateStruct) {
   return (PublicStruct(), FilePrivateStruct())
}
