let question = true
let answer1 = true
let answer2 = true
if question {
   answer1
} else {
   answer2
}
