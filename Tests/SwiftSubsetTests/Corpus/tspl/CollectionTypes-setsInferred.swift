var favoriteGenres: Set = ["Rock", "Classical", "Hip hop"]
