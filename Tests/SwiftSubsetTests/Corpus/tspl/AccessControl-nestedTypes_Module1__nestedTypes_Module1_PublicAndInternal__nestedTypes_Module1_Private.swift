public struct PublicStruct {
   public enum PublicEnumInsidePublicStruct { case a, b }
   internal enum InternalEnumInsidePublicStruct { case a, b }
   private enum PrivateEnumInsidePublicStruct { case a, b }
   enum AutomaticEnumInsidePublicStruct { case a, b }
}
internal struct InternalStruct {
   internal enum InternalEnumInsideInternalStruct { case a, b }
   private enum PrivateEnumInsideInternalStruct { case a, b }
   enum AutomaticEnumInsideInternalStruct { case a, b }
}
private struct FilePrivateStruct {
   enum AutomaticEnumInsideFilePrivateStruct { case a, b }
   private enum PrivateEnumInsideFilePrivateStruct { case a, b }
}
private struct PrivateStruct {
   enum AutomaticEnumInsidePrivateStruct { case a, b }
   private enum PrivateEnumInsidePrivateStruct { case a, b }
}
