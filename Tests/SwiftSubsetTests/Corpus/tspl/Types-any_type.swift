let mixed: [Any] = ["one", 2, true, (4, 5.3), { () -> Int in return 6 }]
if let first = mixed.first as? String {
    print("The first item, '\(first)', is a string.")
}
