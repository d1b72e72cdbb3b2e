let cat = "🐱"; print(cat)
