enum MyEnumeration { case someValue, anotherValue }
var x = MyEnumeration.someValue
x = .anotherValue
var someOptional: MyEnumeration? = .someValue
