// A Double never converts to a Float by itself: Float(average) does.
let average = 2.5
let ratio: Float = average
print(ratio)
