// expect: diagnostics|exception
__simBridgeIdle()
print("after")
