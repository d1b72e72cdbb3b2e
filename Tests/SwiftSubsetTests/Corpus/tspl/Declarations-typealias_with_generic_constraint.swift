typealias DictionaryOfInts<Key: Hashable> = Dictionary<Key, Int>
