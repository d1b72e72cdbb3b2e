
func encode(_ message: String, rails: Int) -> String {
    encodeDecode(message, rails: rails, mode: .encode)
}

func decode(_ message: String, rails: Int) -> String {
    encodeDecode(message, rails: rails, mode: .decode)
}

fileprivate enum Mode {
    case encode
    case decode
}

fileprivate func encodeDecode(_ message: String, rails: Int, mode: Mode) -> String {
    var output = Array(repeating: Character(" "), count: message.count)
    let maxStep = 2 * (rails - 1)
    var posCipher = 0
    let chars = Array(message)

    for rail in 0..<rails {
        var step = (rail == 0) ? maxStep : 2 * rail
        var posText = rail

        while posText < chars.count {
            if mode == .encode {
                output[posCipher] = chars[posText]
            } else {
                output[posText] = chars[posCipher]
            }

            posCipher += 1
            step = (step == maxStep) ? maxStep : maxStep - step
            posText += step
        }
    }

    return String(output)
}


struct RailFenceCipherTests {

  
  func testEncodeWithTwoRails() {
    print(encode("XOXOXOXOXOXOXOXOXO", rails: 2) == "XXXXXXXXXOOOOOOOOO")
  }

  
  func testEncodeWithThreeRails() {
    print(encode("WEAREDISCOVEREDFLEEATONCE", rails: 3) == "WECRLTEERDSOEEFEAOCAIVDEN")
  }

  
  func testEncodeWithEndingInTheMiddle() {
    print(encode("EXERCISES", rails: 4) == "ESXIEECSR")
  }

  
  func testDecodeWithThreeRails() {
    print(decode("TEITELHDVLSNHDTISEIIEA", rails: 3) == "THEDEVILISINTHEDETAILS")
  }

  
  func testDecodeWithFiveRails() {
    print(decode("EIEXMSMESAORIWSCE", rails: 5) == "EXERCISMISAWESOME")
  }

  
  func testDecodeWithSixRails() {
    print(
      decode("133714114238148966225439541018335470986172518171757571896261", rails: 6)
        == "112358132134558914423337761098715972584418167651094617711286")
  }

}

let suite = RailFenceCipherTests()
suite.testEncodeWithTwoRails()
suite.testEncodeWithThreeRails()
suite.testEncodeWithEndingInTheMiddle()
suite.testDecodeWithThreeRails()
suite.testDecodeWithFiveRails()
suite.testDecodeWithSixRails()
