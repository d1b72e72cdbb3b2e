// A subclass that declares no designated initialiser inherits all of its superclass's;
// one that overrides them all inherits the convenience ones too.
class Controller {
    let name: String
    init(name: String) { self.name = name }
    convenience init() { self.init(name: "untitled") }
}

class Inbox: Controller {
    var unread = 3
}

class Drafts: Controller {
    override init(name: String) {
        super.init(name: name + " (drafts)")
    }
}

print(Inbox(name: "inbox").name, Inbox().name, Inbox().unread)
print(Drafts(name: "mine").name, Drafts().name)
