var xs = [1, 2]
xs[0] = nil
