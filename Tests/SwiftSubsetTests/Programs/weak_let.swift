// `weak let` (allowed since Swift 6.2): the reference never changes, but it still becomes nil
// when the object is freed.
class Owner {
    let name = "owner"
}

class Holder {
    weak let owner: Owner?
    init(owner: Owner?) { self.owner = owner }
}

var strong: Owner? = Owner()
let holder = Holder(owner: strong)
print(holder.owner?.name ?? "gone")
strong = nil
print(holder.owner?.name ?? "gone")
