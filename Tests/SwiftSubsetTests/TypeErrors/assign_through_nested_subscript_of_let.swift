let grid = [[1]]
grid[0][0] = 2
