enum Mode { case `default`, quiet }
let chosen = Mode.quiet
print(chosen == .default ? "plain" : "other")
let wrong = Mode.`defualt`
