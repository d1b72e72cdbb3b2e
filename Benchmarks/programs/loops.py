# Loop and collection code: a sieve over a list, counting into a dictionary, nested loops.
is_prime = [True] * 100_000
is_prime[0] = False
is_prime[1] = False
i = 2
while i * i < len(is_prime):
    if is_prime[i]:
        j = i * i
        while j < len(is_prime):
            is_prime[j] = False
            j += i
    i += 1
primes = 0
for flag in is_prime:
    if flag:
        primes += 1
buckets = {}
for n in range(30_000):
    buckets[n % 97] = buckets.get(n % 97, 0) + n
total = 0
for row in range(200):
    for column in range(200):
        total += row * column % 7
squares = []
for n in range(20_000):
    squares.append(n * n % 1000)
evens = 0
for s in squares:
    if s % 2 == 0:
        evens += 1
print(primes, buckets[3], total, evens)
