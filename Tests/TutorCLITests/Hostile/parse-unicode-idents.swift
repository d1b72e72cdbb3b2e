// expect: ok
let π = 3.14
let 名前 = "名"
let имя = "и"
print(π, 名前, имя)
