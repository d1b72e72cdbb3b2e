let emptyString = ""
assert(
emptyString.isEmpty && emptyString.startIndex == emptyString.endIndex
)
