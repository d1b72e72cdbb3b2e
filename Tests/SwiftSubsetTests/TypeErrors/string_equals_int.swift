let answer = "4"
if answer == 4 {
    print("right")
}
