class RunLengthEncoding {
  static func encode(_ phrase: String) -> String {
    var encodedString = ""
    var count = 1
    var previousChar = ""
    for char in phrase {
      if previousChar == "" {
        previousChar = String(char)
      } else if previousChar == String(char) {
        count += 1
      } else {
        if count > 1 {
          encodedString += String(count)
        }
        encodedString += previousChar
        count = 1
        previousChar = String(char)
      }
    }
    if count > 1 {
      encodedString += String(count)
    }
    encodedString += previousChar
    return encodedString
  }

  static func decode(_ phrase: String) -> String {
    var decodedString = ""
    var count = ""
    for char in phrase {
      if char.isNumber {
        count += String(char)
      } else {
        if count == "" {
          decodedString += String(char)
        } else {
          decodedString += String(repeating: String(char), count: Int(count)!)
          count = ""
        }
      }
    }
    return decodedString
  }
}


struct RunLengthEncodingTests {

  
  func testEncodeEmptyString() {
    print(RunLengthEncoding.encode("") == "")
  }

  
  func testEncodeSingleCharactersOnlyAreEncodedWithoutCount() {
    print(RunLengthEncoding.encode("XYZ") == "XYZ")
  }

  
  func testEncodeStringWithNoSingleCharacters() {
    print(RunLengthEncoding.encode("AABBBCCCC") == "2A3B4C")
  }

  
  func testEncodeSingleCharactersMixedWithRepeatedCharacters() {
    print(
      RunLengthEncoding.encode("WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWB")
        == "12WB12W3B24WB")
  }

  
  func testEncodeMultipleWhitespaceMixedInString() {
    print(RunLengthEncoding.encode("  hsqq qww  ") == "2 hs2q q2w2 ")
  }

  
  func testEncodeLowercaseCharacters() {
    print(RunLengthEncoding.encode("aabbbcccc") == "2a3b4c")
  }

  
  func testDecodeEmptyString() {
    print(RunLengthEncoding.decode("") == "")
  }

  
  func testDecodeSingleCharactersOnly() {
    print(RunLengthEncoding.decode("XYZ") == "XYZ")
  }

  
  func testDecodeStringWithNoSingleCharacters() {
    print(RunLengthEncoding.decode("2A3B4C") == "AABBBCCCC")
  }

  
  func testDecodeSingleCharactersWithRepeatedCharacters() {
    print(
      RunLengthEncoding.decode("12WB12W3B24WB")
        == "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWB")
  }

  
  func testDecodeMultipleWhitespaceMixedInString() {
    print(RunLengthEncoding.decode("2 hs2q q2w2 ") == "  hsqq qww  ")
  }

  
  func testDecodeLowercaseString() {
    print(RunLengthEncoding.decode("2a3b4c") == "aabbbcccc")
  }

  
  func testConsistencyEncodeFollowedByDecodeGivesOriginalString() {
    let encoded = RunLengthEncoding.encode("zzz ZZ  zZ")
    let decoded = RunLengthEncoding.decode(encoded)
    print(decoded == "zzz ZZ  zZ")
  }
}

let suite = RunLengthEncodingTests()
suite.testEncodeEmptyString()
suite.testEncodeSingleCharactersOnlyAreEncodedWithoutCount()
suite.testEncodeStringWithNoSingleCharacters()
suite.testEncodeSingleCharactersMixedWithRepeatedCharacters()
suite.testEncodeMultipleWhitespaceMixedInString()
suite.testEncodeLowercaseCharacters()
suite.testDecodeEmptyString()
suite.testDecodeSingleCharactersOnly()
suite.testDecodeStringWithNoSingleCharacters()
suite.testDecodeSingleCharactersWithRepeatedCharacters()
suite.testDecodeMultipleWhitespaceMixedInString()
suite.testDecodeLowercaseString()
suite.testConsistencyEncodeFollowedByDecodeGivesOriginalString()
