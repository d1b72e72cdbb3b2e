import Foundation

func cryptoSquare(text: String) -> String {
  var result = ""
  let trimmed =
    text
    .lowercased()
    .filter { $0.isLetter || $0.isNumber }
  let size = Int(ceil(sqrt(Double(trimmed.count))))

  for i in 0..<size {
    for j in stride(from: i, to: trimmed.count, by: size) {
      result.append(trimmed[trimmed.index(trimmed.startIndex, offsetBy: j)])
    }
    result.append(
      String(repeating: " ", count: ((trimmed.count - 1) / size) - (trimmed.count - i - 1) / size))
    if i != size - 1 {
      result.append(" ")
    }
  }

  return result
}


struct CryptoSquareTests {

  
  func testEmptyPlaintextResultsInAnEmptyCiphertext() {
    print(cryptoSquare(text: "") == "")
  }

  
  func testNormalizationResultsInEmptyPlaintext() {
    print(cryptoSquare(text: "... --- ...") == "")
  }

  
  func testLowercase() {
    print(cryptoSquare(text: "A") == "a")
  }

  
  func testRemoveSpaces() {
    print(cryptoSquare(text: "  b ") == "b")
  }

  
  func testRemovePunctuation() {
    print(cryptoSquare(text: "@1,%!") == "1")
  }

  
  func test9CharacterPlaintextResultsIn3ChunksOf3Characters() {
    print(cryptoSquare(text: "This is fun!") == "tsf hiu isn")
  }

  
  func test8CharacterPlaintextResultsIn3ChunksTheLastOneWithATrailingSpace() {
    print(cryptoSquare(text: "Chill out.") == "clu hlt io ")
  }

  
  func test54CharacterPlaintextResultsIn7ChunksTheLastTwoWithTrailingSpaces() {
    print(
      cryptoSquare(text: "If man was meant to stay on the ground, god would have given us roots.")
        == "imtgdvs fearwer mayoogo anouuio ntnnlvt wttddes aohghn  sseoau ")
  }
}

let suite = CryptoSquareTests()
suite.testEmptyPlaintextResultsInAnEmptyCiphertext()
suite.testNormalizationResultsInEmptyPlaintext()
suite.testLowercase()
suite.testRemoveSpaces()
suite.testRemovePunctuation()
suite.test9CharacterPlaintextResultsIn3ChunksOf3Characters()
suite.test8CharacterPlaintextResultsIn3ChunksTheLastOneWithATrailingSpace()
suite.test54CharacterPlaintextResultsIn7ChunksTheLastTwoWithTrailingSpaces()
