// The *ReportingOverflow methods on Int and the fixed-width integers.
let x: UInt8 = 200
print(x.addingReportingOverflow(100))
print(x.multipliedReportingOverflow(by: 2).overflow, x.multipliedReportingOverflow(by: 1).partialValue)
print(5.subtractingReportingOverflow(7))
print(Int.max.addingReportingOverflow(1))
let m: UInt = 0
print(m.subtractingReportingOverflow(1))
let s: Int16 = -32768
let zero: Int16 = 0
print(s.dividedReportingOverflow(by: -1), s.remainderReportingOverflow(dividingBy: zero))
let (value, overflowed) = (UInt32.max - 1).addingReportingOverflow(3)
print(value, overflowed, type(of: value))
let n: UInt = 4294967311
print(!(n - 1).multipliedReportingOverflow(by: n - 1).overflow)
