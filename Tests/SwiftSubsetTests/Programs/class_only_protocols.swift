// Class-only protocols in their three spellings, and weak references to them.
protocol Finished: class {
    func finished(_ name: String)
}

protocol Observer: AnyObject {
    func saw(_ event: String)
}

protocol LoudObserver: Observer {
    var volume: Int { get }
}

class Screen {
    weak var delegate: Finished?
    weak var observer: LoudObserver?
    unowned let owner: Owner

    init(owner: Owner) { self.owner = owner }

    func close() {
        delegate?.finished("screen")
        observer?.saw("close at \(observer?.volume ?? 0)")
        print("owner is \(owner.name)")
    }
}

class Owner: Finished, LoudObserver {
    let name: String
    var volume: Int { 11 }
    init(name: String) { self.name = name }
    func finished(_ name: String) { print("\(self.name) heard \(name) finish") }
    func saw(_ event: String) { print("\(name) saw \(event)") }
}

let owner = Owner(name: "list")
let screen = Screen(owner: owner)
screen.delegate = owner
screen.observer = owner
screen.close()

var temporary: Owner? = Owner(name: "temporary")
screen.delegate = temporary
temporary = nil
print(screen.delegate == nil)
screen.close()
