struct Countdown: Sequence {
    var from: Int
}

for n in Countdown(from: 3) {
    print(n)
}
