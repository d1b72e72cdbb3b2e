// The stored value's type T is not known to be Equatable.
struct Box<T>: Equatable {
    var value: T
}

print(Box(value: 3) == Box(value: 3))
