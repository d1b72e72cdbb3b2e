// expect: diagnostics|exception
func f() { __simBridgeIdle() }
f()
