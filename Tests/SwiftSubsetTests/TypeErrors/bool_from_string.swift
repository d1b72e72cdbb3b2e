let isReady: Bool = "true"
print(isReady)
