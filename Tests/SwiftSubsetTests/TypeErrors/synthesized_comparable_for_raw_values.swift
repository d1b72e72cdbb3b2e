// An enum with raw values gets no synthesized <: compare the raw values yourself.
enum Priority: Int, Comparable {
    case low = 1
    case medium
    case high
}

let tasks: [Priority] = [.high, .low, .medium]
print(tasks.sorted())
