var selectedIndex = nil
selectedIndex = 2
print(selectedIndex as Any)
