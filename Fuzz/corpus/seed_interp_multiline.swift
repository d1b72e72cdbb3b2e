let v = 2
print("""
  a \(v) b
  \("""
  inner
  """)
  """)
