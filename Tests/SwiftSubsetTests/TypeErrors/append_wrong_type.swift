var scores = [1, 2]
scores.append("3")
print(scores)
