enum MyError: Error { case bad }
func risky() throws -> Int { throw MyError.bad }
func run() {
    do {
        let v = try risky()
        print(v)
    } catch MyError.bad {
        print("bad")
    }
}
run()
