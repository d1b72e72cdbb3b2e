class S3 { class func f() -> Int { return 12 } }
class SS3: S3 { override class func f() -> Int { return 120 } }
print(SS3.f())
