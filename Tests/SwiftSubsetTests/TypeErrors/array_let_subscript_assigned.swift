let scores = [10, 20, 30]
scores[0] = 15
print(scores)
