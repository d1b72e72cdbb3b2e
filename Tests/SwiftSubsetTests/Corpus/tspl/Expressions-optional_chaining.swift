class OtherClass { func performAction() -> Bool {return true} }
class SomeClass { var property: OtherClass = OtherClass() }
var c: SomeClass?
var result: Bool? = c?.property.performAction()
assert(result == nil)
