values = []
seed = 42
for _ in range(20000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    values.append(seed % 100000)
s = sorted(values)
by_hand = sorted(values, key=lambda v: -v)
print(s[0], s[-1], by_hand[0])
