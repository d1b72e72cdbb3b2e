// expect: limit
class A { deinit { while true {} } }
do { _ = A() }
print(1)
