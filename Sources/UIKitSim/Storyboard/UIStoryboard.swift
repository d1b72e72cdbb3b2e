/// A storyboard (placeholder; the storyboard worker replaces this file).
open class UIStoryboard {}
