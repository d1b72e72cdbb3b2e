/// Performs a segue by identifier (placeholder; the storyboard worker replaces this file).
func storyboardPerformSegue(_ source: UIViewController, _ identifier: String, _ sender: Any?) {}
