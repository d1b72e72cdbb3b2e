class Badge {
    var text: String?
    var isHidden = false
}
let badge = Badge()
let unread = 3
badge.text = unread
print(badge.text ?? "")
