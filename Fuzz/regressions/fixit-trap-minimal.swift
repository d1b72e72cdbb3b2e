let a �= 1
