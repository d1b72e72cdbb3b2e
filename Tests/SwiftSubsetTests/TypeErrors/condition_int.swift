let lives = 3
if lives {
    print("alive")
}
