func someThrowingFunction() throws -> Int {
   // ...
   return 40
}

let x = try? someThrowingFunction()
print(x as Any)
let y: Int?
do {
    y = try someThrowingFunction()
} catch {
    y = nil
}
print(y as Any)
