let a = [1]
let it = a.makeIterator()
print(it.next() as Any)
