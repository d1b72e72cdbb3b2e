assert(
1 == 1   // true because 1 is equal to 1
)
assert(
2 != 1   // true because 2 isn't equal to 1
)
assert(
2 > 1    // true because 2 is greater than 1
)
assert(
1 < 2    // true because 1 is less than 2
)
assert(
1 >= 1   // true because 1 is greater than or equal to 1
)
assert( !(
2 <= 1   // false because 2 isn't less than or equal to 1
) )
let name = "world"
if name == "world" {
   print("hello, world")
} else {
   print("I'm sorry \(name), but I don't recognize you")
}
