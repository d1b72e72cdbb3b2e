enum E: Error { case a(Int), b }
do { throw E.b } catch E.a(let code), E.b { print(code) } catch { print("other") }
