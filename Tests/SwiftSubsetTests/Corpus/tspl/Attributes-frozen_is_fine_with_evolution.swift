@frozen public enum E { case x, y }
@frozen public struct S { var a: Int = 10 }
