import Foundation

class AtbashCipher {
  static func encode(_ phrase: String) -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let input = phrase.lowercased().filter { $0.isLetter || $0.isNumber }
    var output = ""
    var count = 0

    for character in input {
      if let index = letters.firstIndex(of: character) {
        output.append(letters[letters.count - index - 1])
      } else {
        output.append(character)
      }

      count += 1

      if count % 5 == 0 {
        output.append(" ")
      }
    }

    return output.trimmingCharacters(in: .whitespaces)
  }

  static func decode(_ phrase: String) -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let input = phrase.lowercased().filter { $0.isLetter || $0.isNumber }
    var output = ""

    for character in input {
      if let index = letters.firstIndex(of: character) {
        output.append(letters[letters.count - index - 1])
      } else {
        output.append(character)
      }
    }

    return output
  }
}


struct AtbashCipherTests {

  
  func testEncodeYes() {
    print("bvh" == AtbashCipher.encode("yes"))
  }

  
  func testEncodeNo() {
    print("ml" == AtbashCipher.encode("no"))
  }

  
  func testEncodeOmg() {
    print("lnt" == AtbashCipher.encode("OMG"))
  }

  
  func testEncodeSpaces() {
    print("lnt" == AtbashCipher.encode("O M G"))
  }

  
  func testEncodeMindblowingly() {
    print("nrmwy oldrm tob" == AtbashCipher.encode("mindblowingly"))
  }

  
  func testEncodeNumbers() {
    print("gvhgr mt123 gvhgr mt" == AtbashCipher.encode("Testing,1 2 3, testing."))
  }

  
  func testEncodeDeepThought() {
    print("gifgs rhurx grlm" == AtbashCipher.encode("Truth is fiction."))
  }

  
  func testEncodeAllTheLetters() {
    print(
      "gsvjf rxpyi ldmul cqfnk hlevi gsvoz abwlt"
        == AtbashCipher.encode("The quick brown fox jumps over the lazy dog."))
  }

  
  func testDecodeExercism() {
    print("exercism" == AtbashCipher.decode("vcvix rhn"))
  }

  
  func testDecodeASentence() {
    print(
      "anobstacleisoftenasteppingstone"
        == AtbashCipher.decode("zmlyh gzxov rhlug vmzhg vkkrm thglm v"))
  }

  
  func testDecodeNumbers() {
    print("testing123testing" == AtbashCipher.decode("gvhgr mt123 gvhgr mt"))
  }

  
  func testDecodeAllTheLetters() {
    print(
      "thequickbrownfoxjumpsoverthelazydog"
        == AtbashCipher.decode("gsvjf rxpyi ldmul cqfnk hlevi gsvoz abwlt"))
  }

  
  func testDecodeWithTooManySpaces() {
    print("exercism" == AtbashCipher.decode("vc vix    r hn"))
  }

  
  func testDecodeWithNoSpaces() {
    print(
      "anobstacleisoftenasteppingstone" == AtbashCipher.decode("zmlyhgzxovrhlugvmzhgvkkrmthglmv"))
  }
}

let suite = AtbashCipherTests()
suite.testEncodeYes()
suite.testEncodeNo()
suite.testEncodeOmg()
suite.testEncodeSpaces()
suite.testEncodeMindblowingly()
suite.testEncodeNumbers()
suite.testEncodeDeepThought()
suite.testEncodeAllTheLetters()
suite.testDecodeExercism()
suite.testDecodeASentence()
suite.testDecodeNumbers()
suite.testDecodeAllTheLetters()
suite.testDecodeWithTooManySpaces()
suite.testDecodeWithNoSpaces()
