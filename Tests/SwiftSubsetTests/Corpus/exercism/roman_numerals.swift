extension Int {
    func toRomanNumeral() -> String {
        let arabicToRoman = [1000: "M", 900: "CM", 500: "D", 400: "CD", 100: "C", 90: "XC", 50: "L", 40: "XL", 10: "X", 9: "IX", 5: "V", 4: "IV", 1: "I"]
        var i = self
        var s = ""
        for arabic in arabicToRoman.keys.sorted(by: > ) {
            while i >= arabic {
                s += arabicToRoman[arabic] ?? ""
                i -= arabic
            }
        }
        return s
    }
}


struct RomanNumeralsTests {

  
  func test1IsI() {
    print(1.toRomanNumeral() == "I")
  }

  
  func test2IsIi() {
    print(2.toRomanNumeral() == "II")
  }

  
  func test3IsIii() {
    print(3.toRomanNumeral() == "III")
  }

  
  func test4IsIv() {
    print(4.toRomanNumeral() == "IV")
  }

  
  func test5IsV() {
    print(5.toRomanNumeral() == "V")
  }

  
  func test6IsVi() {
    print(6.toRomanNumeral() == "VI")
  }

  
  func test9IsIx() {
    print(9.toRomanNumeral() == "IX")
  }

  
  func test16IsXvi() {
    print(16.toRomanNumeral() == "XVI")
  }

  
  func test27IsXxvii() {
    print(27.toRomanNumeral() == "XXVII")
  }

  
  func test48IsXlviii() {
    print(48.toRomanNumeral() == "XLVIII")
  }

  
  func test49IsXlix() {
    print(49.toRomanNumeral() == "XLIX")
  }

  
  func test59IsLix() {
    print(59.toRomanNumeral() == "LIX")
  }

  
  func test66IsLxvi() {
    print(66.toRomanNumeral() == "LXVI")
  }

  
  func test93IsXciii() {
    print(93.toRomanNumeral() == "XCIII")
  }

  
  func test141IsCxli() {
    print(141.toRomanNumeral() == "CXLI")
  }

  
  func test163IsClxiii() {
    print(163.toRomanNumeral() == "CLXIII")
  }

  
  func test166IsClxvi() {
    print(166.toRomanNumeral() == "CLXVI")
  }

  
  func test402IsCdii() {
    print(402.toRomanNumeral() == "CDII")
  }

  
  func test575IsDlxxv() {
    print(575.toRomanNumeral() == "DLXXV")
  }

  
  func test666IsDclxvi() {
    print(666.toRomanNumeral() == "DCLXVI")
  }

  
  func test911IsCmxi() {
    print(911.toRomanNumeral() == "CMXI")
  }

  
  func test1024IsMxxiv() {
    print(1024.toRomanNumeral() == "MXXIV")
  }

  
  func test1666IsMdclxvi() {
    print(1666.toRomanNumeral() == "MDCLXVI")
  }

  
  func test3000IsMmm() {
    print(3000.toRomanNumeral() == "MMM")
  }

  
  func test3001IsMmmi() {
    print(3001.toRomanNumeral() == "MMMI")
  }

  
  func test3888IsMmmdccclxxxviii() {
    print(3888.toRomanNumeral() == "MMMDCCCLXXXVIII")
  }

  
  func test3999IsMmmcmxcix() {
    print(3999.toRomanNumeral() == "MMMCMXCIX")
  }
}

let suite = RomanNumeralsTests()
suite.test1IsI()
suite.test2IsIi()
suite.test3IsIii()
suite.test4IsIv()
suite.test5IsV()
suite.test6IsVi()
suite.test9IsIx()
suite.test16IsXvi()
suite.test27IsXxvii()
suite.test48IsXlviii()
suite.test49IsXlix()
suite.test59IsLix()
suite.test66IsLxvi()
suite.test93IsXciii()
suite.test141IsCxli()
suite.test163IsClxiii()
suite.test166IsClxvi()
suite.test402IsCdii()
suite.test575IsDlxxv()
suite.test666IsDclxvi()
suite.test911IsCmxi()
suite.test1024IsMxxiv()
suite.test1666IsMdclxvi()
suite.test3000IsMmm()
suite.test3001IsMmmi()
suite.test3888IsMmmdccclxxxviii()
suite.test3999IsMmmcmxcix()
