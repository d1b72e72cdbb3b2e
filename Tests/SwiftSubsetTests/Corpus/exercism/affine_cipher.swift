enum AffineCipherError: Error {
    case keysNotCoprime
}

struct AffineCipher {
    let alphabet: String
    let alphabetCount: Int
    private let indexMap: [Character: Int]

    init() {
        self.alphabet = "abcdefghijklmnopqrstuvwxyz"
        self.alphabetCount = alphabet.count

        // Build O(1) lookup table once
        var map: [Character: Int] = [:]
        map.reserveCapacity(alphabet.count)
        for (i, c) in alphabet.enumerated() {
            map[c] = i
        }
        self.indexMap = map
    }

    func encode(_ phrase: String, keyA: Int, keyB: Int) throws -> String {
        guard gcd(keyA, alphabetCount) == 1 else { 
            throw AffineCipherError.keysNotCoprime
        }

        return try transform(phrase: phrase, insertSpacing: true) { oldOffset in
            (keyA * oldOffset + keyB) % alphabetCount
        }
    }

    func decode(_ phrase: String, keyA: Int, keyB: Int) throws -> String {
        guard gcd(keyA, alphabetCount) == 1 else { 
            throw AffineCipherError.keysNotCoprime
        }

        let (_, xCoeff, _) = gcdex(keyA, alphabetCount)
        let aInv = (xCoeff % alphabetCount + alphabetCount) % alphabetCount

        return try transform(phrase: phrase, insertSpacing: false) { oldOffset in
            (aInv * (oldOffset - keyB) % alphabetCount + alphabetCount) % alphabetCount
        }
    }

    private func transform(
        phrase: String,
        insertSpacing: Bool,
        mapChar: (Int) -> Int
    ) throws -> String {
        var result = ""
        result.reserveCapacity(phrase.count)

        var counter = 0
        for char in phrase {
            if char.isPunctuation || char.isWhitespace { continue }

            if char.isNumber {
                result.append(char)

                guard insertSpacing else { continue }
                counter += 1
                
            } 
            else if let lower = char.lowercased().first,
                      let oldOffset = indexMap[lower] {
                let newOffset = mapChar(oldOffset)
                let newIndex = alphabet.index(alphabet.startIndex, offsetBy: newOffset)
                result.append(alphabet[newIndex])
                
                guard insertSpacing else { continue }
                counter += 1
            }

            if insertSpacing && counter == 5 {
                result.append(" ")
                counter = 0
            }
        }

        if insertSpacing && result.last == " " {
            result.removeLast()
        }
        return result
    }
}

// Returns the greatest common divisor of a and b
fileprivate func gcd(_ a: Int, _ b: Int) -> Int {
    var x = abs(a)
    var y = abs(b)
    while y != 0 {
        let t = y
        y = x % y
        x = t
    }
    return x
}

// Returns (d, x, y) such that a * x + b * y = d = gcd(a, b)
fileprivate func gcdex(_ a: Int, _ b: Int) -> (d: Int, x: Int, y: Int) {
    if b == 0 {
        return (d: abs(a), x: a >= 0 ? 1 : -1, y: 0)
    }
    let (d, x1, y1) = gcdex(b, a % b)
    let x = y1
    let y = x1 - (a / b) * y1
    return (d: d, x: x, y: y)
}


func expectThrows(_ body: () throws -> Void) {
    do {
        try body()
        print("no error thrown")
    } catch {
        print("thrown: \(error)")
    }
}

struct AffineCipherTests {

  
  func testEncodeYes() {
    expectThrows {
      let actual = try AffineCipher().encode("yes", keyA: 5, keyB: 7)
      print(actual == "xbt")
    }
  }

  
  func testEncodeNo() {
    expectThrows {
      let actual = try AffineCipher().encode("no", keyA: 15, keyB: 18)
      print(actual == "fu")
    }
  }

  
  func testEncodeOmg() {
    expectThrows {
      let actual = try AffineCipher().encode("OMG", keyA: 21, keyB: 3)
      print(actual == "lvz")
    }
  }

  
  func testEncodeOMG() {
    expectThrows {
      let actual = try AffineCipher().encode("O M G", keyA: 25, keyB: 47)
      print(actual == "hjp")
    }
  }

  
  func testEncodeMindblowingly() {
    expectThrows {
      let actual = try AffineCipher().encode("mindblowingly", keyA: 11, keyB: 15)
      print(actual == "rzcwa gnxzc dgt")
    }
  }

  
  func testEncodeNumbers() {
    expectThrows {
      let actual = try AffineCipher().encode("Testing,1 2 3, testing.", keyA: 3, keyB: 4)
      print(actual == "jqgjc rw123 jqgjc rw")
    }
  }

  
  func testEncodeDeepThought() {
    expectThrows {
      let actual = try AffineCipher().encode("Truth is fiction.", keyA: 5, keyB: 17)
      print(actual == "iynia fdqfb ifje")
    }
  }

  
  func testEncodeAllTheLetters() {
    expectThrows {
      let actual = try AffineCipher().encode(
        "The quick brown fox jumps over the lazy dog.", keyA: 17, keyB: 33)
      print(actual == "swxtj npvyk lruol iejdc blaxk swxmh qzglf")
    }
  }

  
  func testEncodeWithANotCoprimeToM() {
    expectThrows {
      let _ = try AffineCipher().encode("This is a test.", keyA: 6, keyB: 17)
    }
  }

  
  func testDecodeExercism() {
    expectThrows {
      let actual = try AffineCipher().decode("tytgn fjr", keyA: 3, keyB: 7)
      print(actual == "exercism")
    }
  }

  
  func testDecodeASentence() {
    expectThrows {
      let actual = try AffineCipher().decode(
        "qdwju nqcro muwhn odqun oppmd aunwd o", keyA: 19, keyB: 16)
      print(actual == "anobstacleisoftenasteppingstone")
    }
  }

  
  func testDecodeNumbers() {
    expectThrows {
      let actual = try AffineCipher().decode("odpoz ub123 odpoz ub", keyA: 25, keyB: 7)
      print(actual == "testing123testing")
    }
  }

  
  func testDecodeAllTheLetters() {
    expectThrows {
      let actual = try AffineCipher().decode(
        "swxtj npvyk lruol iejdc blaxk swxmh qzglf", keyA: 17, keyB: 33)
      print(actual == "thequickbrownfoxjumpsoverthelazydog")
    }
  }

  
  func testDecodeWithNoSpacesInInput() {
    expectThrows {
      let actual = try AffineCipher().decode(
        "swxtjnpvyklruoliejdcblaxkswxmhqzglf", keyA: 17, keyB: 33)
      print(actual == "thequickbrownfoxjumpsoverthelazydog")
    }
  }

  
  func testDecodeWithTooManySpaces() {
    expectThrows {
      let actual = try AffineCipher().decode("vszzm    cly   yd cg    qdp", keyA: 15, keyB: 16)
      print(actual == "jollygreengiant")
    }
  }

  
  func testDecodeWithANotCoprimeToM() {
    expectThrows {
      let _ = try AffineCipher().decode("Test", keyA: 13, keyB: 5)
    }
  }

}

let suite = AffineCipherTests()
suite.testEncodeYes()
suite.testEncodeNo()
suite.testEncodeOmg()
suite.testEncodeOMG()
suite.testEncodeMindblowingly()
suite.testEncodeNumbers()
suite.testEncodeDeepThought()
suite.testEncodeAllTheLetters()
suite.testEncodeWithANotCoprimeToM()
suite.testDecodeExercism()
suite.testDecodeASentence()
suite.testDecodeNumbers()
suite.testDecodeAllTheLetters()
suite.testDecodeWithNoSpacesInInput()
suite.testDecodeWithTooManySpaces()
suite.testDecodeWithANotCoprimeToM()
