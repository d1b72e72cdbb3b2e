// Arrays are not Comparable, so this enum cannot get a synthesized <.
enum Hand: Comparable {
    case empty
    case cards([Int])
}

print(Hand.empty < Hand.cards([3, 7]))
