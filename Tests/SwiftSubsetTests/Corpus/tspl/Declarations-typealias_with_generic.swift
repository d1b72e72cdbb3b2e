typealias StringDictionary<Value> = Dictionary<String, Value>

var dictionary1: StringDictionary<Int> = [:]
var dictionary2: Dictionary<String, Int> = [:]
