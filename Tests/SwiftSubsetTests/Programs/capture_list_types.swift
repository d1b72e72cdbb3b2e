// Names a capture list binds keep the captured value's type (optional where weak), so an
// implicit member assigned through them is the nested enum's; a weak variable is optional.

class VM {
    enum S { case idle, failed }
    var state: S = .idle
}
let vm = VM()
let f = { [vm] in vm.state = .failed }
f()
print(vm.state == .failed, vm.state)
if case .failed = vm.state { print("match") } else { print("no match") }
let h = { [weak vm] in vm?.state = .idle }
h()
switch vm.state { case .idle: print("idle"); case .failed: print("failed") }
class C {}
let c = C()
weak var w = c
print(w == nil, w === c)
