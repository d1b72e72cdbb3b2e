enum Priority: Int {
    case low = 1
    case normal
    case urgent = 2
}
print(Priority.low.rawValue)
