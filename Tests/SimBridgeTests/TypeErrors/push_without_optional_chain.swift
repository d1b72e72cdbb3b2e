class ViewController: UIViewController {
    func showDetail() {
        let detail = UIViewController()
        navigationController.pushViewController(detail, animated: true)
    }
}
