let numbers = [10, 20, 33, 43, 50]
#if os(iOS)
    .filter { $0 > 25 }
#else
#endif
print(numbers)
