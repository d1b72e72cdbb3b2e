class HTMLElement {
   let name: String
   let text: String?

   lazy var asHTML: () -> String = {
      if let text = self.text {
         return "<\(self.name)>\(text)</\(self.name)>"
      } else {
         return "<\(self.name) />"
      }
   }

   init(name: String, text: String? = nil) {
      self.name = name
      self.text = text
   }

   deinit {
      print("\(name) is being deinitialized")
   }
}
let heading = HTMLElement(name: "h1")
let defaultText = "some default text"
heading.asHTML = {
   return "<\(heading.name)>\(heading.text ?? defaultText)</\(heading.name)>"
}
print(heading.asHTML())
var paragraph: HTMLElement? = HTMLElement(name: "p", text: "hello, world")
print(paragraph!.asHTML())
paragraph = nil
class SomeClass {
var delegate: AnyObject?
lazy var someClosure = {
      [unowned self, weak delegate = self.delegate]
      (index: Int, stringToProcess: String) -> String in
   // closure body goes here
   return "foo"
}
}
class AnotherClass {
var delegate: AnyObject?
lazy var someClosure = {
      [unowned self, weak delegate = self.delegate] in
   // closure body goes here
   return "foo"
}
}
