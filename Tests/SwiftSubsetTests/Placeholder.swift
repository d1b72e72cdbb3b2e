// Tests for SwiftSubset live here.
