// expect: limit
while true {}
