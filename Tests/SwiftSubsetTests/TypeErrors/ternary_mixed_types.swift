let ok = true
let shown = ok ? 1 : "none"
print(shown)
