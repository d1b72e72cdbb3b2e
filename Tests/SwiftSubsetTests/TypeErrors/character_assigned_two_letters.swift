var grade: Character = "A"
grade = "A+"
print(grade)
