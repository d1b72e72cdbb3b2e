let count = 1
let limit = 2.5
if count < limit {
    print("under")
}
