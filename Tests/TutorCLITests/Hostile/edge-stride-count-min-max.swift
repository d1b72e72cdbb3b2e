// expect: ok|exception|diagnostics
print(stride(from: Int.min, to: Int.max, by: 1).underestimatedCount)
