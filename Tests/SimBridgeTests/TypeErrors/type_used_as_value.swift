let vc = UIViewController
vc.title = "Home"
