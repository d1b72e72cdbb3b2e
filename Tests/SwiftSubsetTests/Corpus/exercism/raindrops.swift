func raindrops(_ number: Int) -> String {
  let result = (number % 3, number % 5, number % 7)
  switch result {
  case (0, 0, 0): return "PlingPlangPlong"
  case (_, 0, 0): return "PlangPlong"
  case (0, _, 0): return "PlingPlong"
  case (0, 0, _): return "PlingPlang"
  case (_, _, 0): return "Plong"
  case (_, 0, _): return "Plang"
  case (0, _, _): return "Pling"
  default: return "\(number)"
  }
}


struct RaindropsTests {

  
  func testTheSoundFor1Is1() {
    print(raindrops(1) == "1")
  }

  
  func testTheSoundFor3IsPling() {
    print(raindrops(3) == "Pling")
  }

  
  func testTheSoundFor5IsPlang() {
    print(raindrops(5) == "Plang")
  }

  
  func testTheSoundFor7IsPlong() {
    print(raindrops(7) == "Plong")
  }

  
  func testTheSoundFor6IsPlingAsItHasAFactor3() {
    print(raindrops(6) == "Pling")
  }

  
  func test2ToThePower3DoesNotMakeARaindropSoundAs3IsTheExponentNotTheBase() {
    print(raindrops(8) == "8")
  }

  
  func testTheSoundFor9IsPlingAsItHasAFactor3() {
    print(raindrops(9) == "Pling")
  }

  
  func testTheSoundFor10IsPlangAsItHasAFactor5() {
    print(raindrops(10) == "Plang")
  }

  
  func testTheSoundFor14IsPlongAsItHasAFactorOf7() {
    print(raindrops(14) == "Plong")
  }

  
  func testTheSoundFor15IsPlingplangAsItHasFactors3And5() {
    print(raindrops(15) == "PlingPlang")
  }

  
  func testTheSoundFor21IsPlingplongAsItHasFactors3And7() {
    print(raindrops(21) == "PlingPlong")
  }

  
  func testTheSoundFor25IsPlangAsItHasAFactor5() {
    print(raindrops(25) == "Plang")
  }

  
  func testTheSoundFor27IsPlingAsItHasAFactor3() {
    print(raindrops(27) == "Pling")
  }

  
  func testTheSoundFor35IsPlangplongAsItHasFactors5And7() {
    print(raindrops(35) == "PlangPlong")
  }

  
  func testTheSoundFor49IsPlongAsItHasAFactor7() {
    print(raindrops(49) == "Plong")
  }

  
  func testTheSoundFor52Is52() {
    print(raindrops(52) == "52")
  }

  
  func testTheSoundFor105IsPlingplangplongAsItHasFactors35And7() {
    print(raindrops(105) == "PlingPlangPlong")
  }

  
  func testTheSoundFor3125IsPlangAsItHasAFactor5() {
    print(raindrops(3125) == "Plang")
  }
}

let suite = RaindropsTests()
suite.testTheSoundFor1Is1()
suite.testTheSoundFor3IsPling()
suite.testTheSoundFor5IsPlang()
suite.testTheSoundFor7IsPlong()
suite.testTheSoundFor6IsPlingAsItHasAFactor3()
suite.test2ToThePower3DoesNotMakeARaindropSoundAs3IsTheExponentNotTheBase()
suite.testTheSoundFor9IsPlingAsItHasAFactor3()
suite.testTheSoundFor10IsPlangAsItHasAFactor5()
suite.testTheSoundFor14IsPlongAsItHasAFactorOf7()
suite.testTheSoundFor15IsPlingplangAsItHasFactors3And5()
suite.testTheSoundFor21IsPlingplongAsItHasFactors3And7()
suite.testTheSoundFor25IsPlangAsItHasAFactor5()
suite.testTheSoundFor27IsPlingAsItHasAFactor3()
suite.testTheSoundFor35IsPlangplongAsItHasFactors5And7()
suite.testTheSoundFor49IsPlongAsItHasAFactor7()
suite.testTheSoundFor52Is52()
suite.testTheSoundFor105IsPlingplangplongAsItHasFactors35And7()
suite.testTheSoundFor3125IsPlangAsItHasAFactor5()
