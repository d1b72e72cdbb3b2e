protocol P {
   init(s: String)
}
final class C1: P {
   required init(s: String) {}
}
final class C2: P {
   init(s: String) {}
}
