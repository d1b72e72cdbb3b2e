class Controller {
    var onDone: (() -> Void)?
    let title: String
    init(title: String) { self.title = title }
    func setUpLeaky() { onDone = { print(self.title) } }
    func setUpSafe() { onDone = { [weak self] in print(self?.title ?? "gone") } }
    deinit { print("\(title) deinit") }
}
var leaky: Controller? = Controller(title: "leaky")
leaky!.setUpLeaky()
leaky = nil
print("leaky released? no deinit above means a cycle")
var safe: Controller? = Controller(title: "safe")
safe!.setUpSafe()
safe!.onDone?()
safe = nil
print("end")
