// expect: diagnostics|exception
for _ in 0..<1000 { __simBridgeIdle() }
