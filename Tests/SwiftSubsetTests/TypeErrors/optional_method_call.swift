let city: String? = "Oslo"
print(city.uppercased())
