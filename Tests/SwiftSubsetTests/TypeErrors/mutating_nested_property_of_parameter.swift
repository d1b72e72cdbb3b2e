// A parameter is a constant: a mutating method of a struct inside it cannot run.
struct Counter { var n = 0; mutating func bump() { n += 1 } }
struct Panel { var counter = Counter() }
func press(_ panel: Panel) {
    panel.counter.bump()
}
press(Panel())
