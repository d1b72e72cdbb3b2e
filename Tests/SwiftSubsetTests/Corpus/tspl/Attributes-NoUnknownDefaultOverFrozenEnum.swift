public enum E { case x, y }
@frozen public enum F { case x, y }
