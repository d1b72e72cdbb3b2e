// Comparable synthesized for enums without raw values: cases in declaration order, equal
// cases by their associated values in order; `sorted`, `min`, `max` and all four operators.
enum SkillLevel: Comparable {
    case beginner
    case intermediate
    case expert(stars: Int)
}
let levels = [SkillLevel.intermediate, .beginner, .expert(stars: 5), .expert(stars: 3)]
for level in levels.sorted() { print(level) }
print(SkillLevel.beginner < .intermediate, SkillLevel.expert(stars: 1) < .beginner)
print(SkillLevel.expert(stars: 2) <= .expert(stars: 2), SkillLevel.expert(stars: 2) > .expert(stars: 1))
print(SkillLevel.intermediate >= .expert(stars: 0))
print(levels.min()!, levels.max()!)
enum Card: Comparable {
    case number(Int, suit: String)
    case face(String)
}
let hand = [Card.face("K"), .number(9, suit: "clubs"), .number(9, suit: "hearts"), .number(2, suit: "spades"), .face("A")]
print(hand.sorted())
print(hand.sorted(by: >).first!)
