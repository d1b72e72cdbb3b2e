// Inside a `[weak self]` closure that unwraps `self` again (`guard let self`, `if let self`),
// members used without `self.` go through that binding: the closure does not keep the object.
final class Downloader {
    var title: String
    var finished = 0
    var onDone: (() -> Void)?
    var onCheck: (() -> Void)?

    init(title: String) { self.title = title }

    func report() -> String { "\(title): \(finished) done" }

    func prepare() {
        onDone = { [weak self] in
            guard let self else {
                print("downloader gone")
                return
            }
            finished += 1
            title = title + "!"
            print(report())
        }
        onCheck = { [weak self] in
            if let self {
                print("still here:", title)
            } else {
                print("nothing to check")
            }
        }
    }

    deinit { print("deinit \(title)") }
}

var loader: Downloader? = Downloader(title: "maps")
loader?.prepare()
let done = loader!.onDone!
let check = loader!.onCheck!
done()
check()
done()
loader = nil
done()
check()
