print(#"raw \(1) \#(2)"#)
