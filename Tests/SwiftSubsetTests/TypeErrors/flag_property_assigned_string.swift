class Panel {
    var isHidden = false
}
let panel = Panel()
panel.isHidden = "yes"
print(panel.isHidden)
