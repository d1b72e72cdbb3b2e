text = ""
i = 0
while i < 20000:
    text += "line %d, " % i
    if i % 1000 == 0:
        text += "\n"
    i += 1
print(len(text))
