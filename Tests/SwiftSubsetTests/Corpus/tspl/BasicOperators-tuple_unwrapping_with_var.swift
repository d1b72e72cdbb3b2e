var (x, y) = (1, 2)
