// expect: ok|exception
for i in stride(from: 10, to: 0, by: Int.min) { print(i) }
