func show() {
    return 1
}
show()
