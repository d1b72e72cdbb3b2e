// expect: ok|exception
for i in stride(from: 0, to: 10, by: Int.min) { print(i) }
