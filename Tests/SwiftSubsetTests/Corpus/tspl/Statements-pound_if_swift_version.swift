#if swift(>=2.1)
    print(1)
#endif
#if swift(>=2.1) && true
    print(2)
#endif
#if swift(>=2.1) && false
    print(3)
#endif
#if swift(>=2.1.9.9.9.9.9.9.9.9.9)
    print(5)
#endif
