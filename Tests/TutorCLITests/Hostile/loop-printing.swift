// expect: limit
while true { print("spam spam spam spam spam spam spam spam") }
