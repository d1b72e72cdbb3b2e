var optionalInteger1: Int?
var optionalInteger2: Optional<Int>
