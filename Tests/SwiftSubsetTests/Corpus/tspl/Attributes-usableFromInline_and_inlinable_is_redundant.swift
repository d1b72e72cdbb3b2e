@usableFromInline @inlinable internal func f() { }
