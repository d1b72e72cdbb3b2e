var (x, _) = (10, 20)
(x, _) = (10, 20)
// x is 10, and 20 is ignored
