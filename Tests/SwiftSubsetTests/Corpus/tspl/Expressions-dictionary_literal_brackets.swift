var emptyDictionary: [String: Double] = [:]
