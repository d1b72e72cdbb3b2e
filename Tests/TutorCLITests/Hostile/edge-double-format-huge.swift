// expect: ok|diagnostics
print(Double.greatestFiniteMagnitude * 10, -Double.infinity, Double.nan)
