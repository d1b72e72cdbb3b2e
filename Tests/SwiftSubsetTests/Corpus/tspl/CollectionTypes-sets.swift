var favoriteGenres: Set<String> = ["Rock", "Classical", "Hip hop"]
