// expect: exception
for i in stride(from: 0, to: 10, by: 0) { print(i) }
