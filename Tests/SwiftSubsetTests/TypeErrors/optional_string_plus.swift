let first: String? = "Grace"
print(first + " Hopper")
