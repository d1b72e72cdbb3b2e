/// Quick tests of a program's text before a closer look (`#if`, `@resultBuilder`, a prelude's
/// name), byte for byte.
extension String {
    /// Whether `word` occurs in the text, compared as UTF-8 bytes: every place where the
    /// characters match is found (and possibly a few more, such as a word followed by a
    /// combining mark), so only as the test before work that decides for itself.
    ///
    /// Not `contains`: with Foundation imported anywhere in the module, `contains` on two
    /// strings is Foundation's, which goes through `NSString`: each test cost about as much as
    /// parsing a short program (a run makes five).
    func mentions(_ word: String) -> Bool {
        var text = self, word = word
        return text.withUTF8 { haystack in
            word.withUTF8 { needle in
                guard let first = needle.first else { return true }
                guard needle.count <= haystack.count else { return false }
                var start = 0
                while start <= haystack.count - needle.count {
                    if haystack[start] == first {
                        var matched = 1
                        while matched < needle.count, haystack[start + matched] == needle[matched] { matched += 1 }
                        if matched == needle.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }
}
