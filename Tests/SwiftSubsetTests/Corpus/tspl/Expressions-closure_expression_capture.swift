func myFunction(f: () -> Void) { f() }
class P { let title = "Title" }
class C {
let parent = P()
func method() {
myFunction { [weak parent = self.parent] in print(parent!.title) }
} }
C().method()
