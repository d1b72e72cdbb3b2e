#if compiler(>=4.2)
    print(1)
#endif
#if compiler(>=4.2) && true
    print(2)
#endif
#if compiler(>=4.2) && false
    print(3)
#endif
