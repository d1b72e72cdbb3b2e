class OtherClass { func performAction() -> Bool {return true} }
class SomeClass { var property: OtherClass = OtherClass() }
var c: SomeClass?
var result: Bool?
if let unwrappedC = c {
   result = unwrappedC.property.performAction()
}
