enum VendingError: Error {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
}
func vend(_ coins: Int) throws -> String {
    if coins < 0 { throw VendingError.invalidSelection }
    if coins < 5 { throw VendingError.insufficientFunds(coinsNeeded: 5 - coins) }
    return "snack"
}
do {
    print(try vend(10))
    print(try vend(2))
} catch VendingError.insufficientFunds(let needed) {
    print("need \(needed) more")
} catch {
    print("other", error)
}
do {
    _ = try vend(-1)
} catch let e as VendingError {
    print("vending error", e)
}
print(try? vend(1) as Any, (try? vend(7)) as Any)
let sure = try! vend(5)
print(sure)
func wrapper() throws -> Int {
    _ = try vend(0)
    return 1
}
do { _ = try wrapper() } catch { print("caught", error) }
