class ViewController: UIViewController {
    func showSettings() {
        present(UIViewController())
    }
}
