class ScoreViewController: UIViewController {
    let scoreLabel = UILabel()
    var score = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        scoreLabel.text = score
        view.addSubview(scoreLabel)
    }
}
