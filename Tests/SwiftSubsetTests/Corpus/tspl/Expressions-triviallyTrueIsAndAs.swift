assert("hello" is String)
assert(!("hello" is Int))
