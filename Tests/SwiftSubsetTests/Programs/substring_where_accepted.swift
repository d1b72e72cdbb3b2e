// A Substring where Swift takes any StringProtocol or sequence: operators, Foundation's
// string methods, conversions. Only a parameter, annotation or assignment of type String refuses it.
import Foundation
let line = "a-b c"
let parts = line.split(separator: " ")
let p = parts[0]
print(line.components(separatedBy: p), line.replacingOccurrences(of: p, with: "X"))
var s = "q"
s.append(contentsOf: p)
s += p
print(s, s + p, line.range(of: p) != nil, p == "a-b", line.starts(with: p))
switch p { case "a-b": print("match"); default: print("no") }
let n = Int(parts[1]) ?? 0
let t = "\(p)!"
print(n, t, p.count, p.uppercased(), String(p).lowercased())
var seen: Set<String> = []
seen.insert(String(p))
print(seen.contains(String(p)), parts.contains("c"), parts.map { String($0) }.joined(separator: "+"))
let trimmed = p.trimmingCharacters(in: .whitespaces)
print(trimmed)
