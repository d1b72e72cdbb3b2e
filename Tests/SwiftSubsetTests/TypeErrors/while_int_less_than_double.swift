var steps = 0
while steps < 10.5 {
    steps += 1
}
print(steps)
