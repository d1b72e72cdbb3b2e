let title = "Inbox"
let unread: Int? = 3
print(unread?.description ?? "none")
print(title?.count ?? 0)
