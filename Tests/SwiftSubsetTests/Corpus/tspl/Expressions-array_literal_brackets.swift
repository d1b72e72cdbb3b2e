var emptyArray: [Double] = []
