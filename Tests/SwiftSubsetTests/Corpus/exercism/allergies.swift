let AllAllergens: KeyValuePairs = [
  "eggs": 1,
  "peanuts": 2,
  "shellfish": 4,
  "strawberries": 8,
  "tomatoes": 16,
  "chocolate": 32,
  "pollen": 64,
  "cats": 128,
]

class Allergies {
  let allergies: [String]

  init(_ score: UInt) {
    self.allergies = AllAllergens.map { (key, value) in
      return (score & UInt(value) != 0) ? key : nil
    }.compactMap { $0 }
  }

  func allergicTo(item: String) -> Bool {
    return allergies.contains(item)
  }

  func list() -> [String] {
    return allergies
  }
}


struct AllergiesTests {

  
  func testNotAllergicToAnything1() {
    let allergies = Allergies(0)
    print(!allergies.allergicTo(item: "eggs"))
  }

  
  func testAllergicOnlyToEggs1() {
    let allergies = Allergies(1)
    print(allergies.allergicTo(item: "eggs"))
  }

  
  func testAllergicToEggsAndSomethingElse1() {
    let allergies = Allergies(3)
    print(allergies.allergicTo(item: "eggs"))
  }

  
  func testAllergicToSomethingButNotEggs1() {
    let allergies = Allergies(2)
    print(!allergies.allergicTo(item: "eggs"))
  }

  
  func testAllergicToEverything1() {
    let allergies = Allergies(255)
    print(allergies.allergicTo(item: "eggs"))
  }

  
  func testNotAllergicToAnything2() {
    let allergies = Allergies(0)
    print(!allergies.allergicTo(item: "peanuts"))
  }

  
  func testAllergicOnlyToPeanuts2() {
    let allergies = Allergies(2)
    print(allergies.allergicTo(item: "peanuts"))
  }

  
  func testAllergicToPeanutsAndSomethingElse2() {
    let allergies = Allergies(7)
    print(allergies.allergicTo(item: "peanuts"))
  }

  
  func testAllergicToSomethingButNotPeanuts2() {
    let allergies = Allergies(5)
    print(!allergies.allergicTo(item: "peanuts"))
  }

  
  func testAllergicToEverything2() {
    let allergies = Allergies(255)
    print(allergies.allergicTo(item: "peanuts"))
  }

  
  func testNotAllergicToAnything3() {
    let allergies = Allergies(0)
    print(!allergies.allergicTo(item: "shellfish"))
  }

  
  func testAllergicOnlyToShellfish3() {
    let allergies = Allergies(4)
    print(allergies.allergicTo(item: "shellfish"))
  }

  
  func testAllergicToShellfishAndSomethingElse3() {
    let allergies = Allergies(14)
    print(allergies.allergicTo(item: "shellfish"))
  }

  
  func testAllergicToSomethingButNotShellfish3() {
    let allergies = Allergies(10)
    print(!allergies.allergicTo(item: "shellfish"))
  }

  
  func testAllergicToEverything3() {
    let allergies = Allergies(255)
    print(allergies.allergicTo(item: "shellfish"))
  }

  
  func testNotAllergicToAnything4() {
    let allergies = Allergies(0)
    print(!allergies.allergicTo(item: "strawberries"))
  }

  
  func testAllergicOnlyToStrawberries4() {
    let allergies = Allergies(8)
    print(allergies.allergicTo(item: "strawberries"))
  }

  
  func testAllergicToStrawberriesAndSomethingElse4() {
    let allergies = Allergies(28)
    print(allergies.allergicTo(item: "strawberries"))
  }

  
  func testAllergicToSomethingButNotStrawberries4() {
    let allergies = Allergies(20)
    print(!allergies.allergicTo(item: "strawberries"))
  }

  
  func testAllergicToEverything4() {
    let allergies = Allergies(255)
    print(allergies.allergicTo(item: "strawberries"))
  }

  
  func testNotAllergicToAnything5() {
    let allergies = Allergies(0)
    print(!allergies.allergicTo(item: "tomatoes"))
  }

  
  func testAllergicOnlyToTomatoes5() {
    let allergies = Allergies(16)
    print(allergies.allergicTo(item: "tomatoes"))
  }

  
  func testAllergicToTomatoesAndSomethingElse5() {
    let allergies = Allergies(56)
    print(allergies.allergicTo(item: "tomatoes"))
  }

  
  func testAllergicToSomethingButNotTomatoes5() {
    let allergies = Allergies(40)
    print(!allergies.allergicTo(item: "tomatoes"))
  }

  
  func testAllergicToEverything5() {
    let allergies = Allergies(255)
    print(allergies.allergicTo(item: "tomatoes"))
  }

  
  func testNotAllergicToAnything6() {
    let allergies = Allergies(0)
    print(!allergies.allergicTo(item: "chocolate"))
  }

  
  func testAllergicOnlyToChocolate6() {
    let allergies = Allergies(32)
    print(allergies.allergicTo(item: "chocolate"))
  }

  
  func testAllergicToChocolateAndSomethingElse6() {
    let allergies = Allergies(112)
    print(allergies.allergicTo(item: "chocolate"))
  }

  
  func testAllergicToSomethingButNotChocolate6() {
    let allergies = Allergies(80)
    print(!allergies.allergicTo(item: "chocolate"))
  }

  
  func testAllergicToEverything6() {
    let allergies = Allergies(255)
    print(allergies.allergicTo(item: "chocolate"))
  }

  
  func testNotAllergicToAnything7() {
    let allergies = Allergies(0)
    print(!allergies.allergicTo(item: "pollen"))
  }

  
  func testAllergicOnlyToPollen7() {
    let allergies = Allergies(64)
    print(allergies.allergicTo(item: "pollen"))
  }

  
  func testAllergicToPollenAndSomethingElse7() {
    let allergies = Allergies(224)
    print(allergies.allergicTo(item: "pollen"))
  }

  
  func testAllergicToSomethingButNotPollen7() {
    let allergies = Allergies(160)
    print(!allergies.allergicTo(item: "pollen"))
  }

  
  func testAllergicToEverything7() {
    let allergies = Allergies(255)
    print(allergies.allergicTo(item: "pollen"))
  }

  
  func testNotAllergicToAnything8() {
    let allergies = Allergies(0)
    print(!allergies.allergicTo(item: "cats"))
  }

  
  func testAllergicOnlyToCats8() {
    let allergies = Allergies(128)
    print(allergies.allergicTo(item: "cats"))
  }

  
  func testAllergicToCatsAndSomethingElse8() {
    let allergies = Allergies(192)
    print(allergies.allergicTo(item: "cats"))
  }

  
  func testAllergicToSomethingButNotCats8() {
    let allergies = Allergies(64)
    print(!allergies.allergicTo(item: "cats"))
  }

  
  func testAllergicToEverything8() {
    let allergies = Allergies(255)
    print(allergies.allergicTo(item: "cats"))
  }

  
  func testNoAllergies9() {
    let allergies = Allergies(0)
  }

  
  func testJustEggs9() {
    let allergies = Allergies(1)
    print(allergies.list() == ["eggs"])
  }

  
  func testJustPeanuts9() {
    let allergies = Allergies(2)
    print(allergies.list() == ["peanuts"])
  }

  
  func testJustStrawberries9() {
    let allergies = Allergies(8)
    print(allergies.list() == ["strawberries"])
  }

  
  func testEggsAndPeanuts9() {
    let allergies = Allergies(3)
    print(allergies.list() == ["eggs", "peanuts"])
  }

  
  func testMoreThanEggsButNotPeanuts9() {
    let allergies = Allergies(5)
    print(allergies.list() == ["eggs", "shellfish"])
  }

  
  func testLotsOfStuff9() {
    let allergies = Allergies(248)
    print(allergies.list() == ["strawberries", "tomatoes", "chocolate", "pollen", "cats"])
  }

  
  func testEverything9() {
    let allergies = Allergies(255)
    print(
      allergies.list() == [
        "eggs", "peanuts", "shellfish", "strawberries", "tomatoes", "chocolate", "pollen", "cats",
      ])
  }

  
  func testNoAllergenScoreParts9() {
    let allergies = Allergies(509)
    print(
      allergies.list() == [
        "eggs", "shellfish", "strawberries", "tomatoes", "chocolate", "pollen", "cats",
      ])
  }

  
  func testNoAllergenScorePartsWithoutHighestValidScore9() {
    let allergies = Allergies(257)
    print(allergies.list() == ["eggs"])
  }
}

let suite = AllergiesTests()
suite.testNotAllergicToAnything1()
suite.testAllergicOnlyToEggs1()
suite.testAllergicToEggsAndSomethingElse1()
suite.testAllergicToSomethingButNotEggs1()
suite.testAllergicToEverything1()
suite.testNotAllergicToAnything2()
suite.testAllergicOnlyToPeanuts2()
suite.testAllergicToPeanutsAndSomethingElse2()
suite.testAllergicToSomethingButNotPeanuts2()
suite.testAllergicToEverything2()
suite.testNotAllergicToAnything3()
suite.testAllergicOnlyToShellfish3()
suite.testAllergicToShellfishAndSomethingElse3()
suite.testAllergicToSomethingButNotShellfish3()
suite.testAllergicToEverything3()
suite.testNotAllergicToAnything4()
suite.testAllergicOnlyToStrawberries4()
suite.testAllergicToStrawberriesAndSomethingElse4()
suite.testAllergicToSomethingButNotStrawberries4()
suite.testAllergicToEverything4()
suite.testNotAllergicToAnything5()
suite.testAllergicOnlyToTomatoes5()
suite.testAllergicToTomatoesAndSomethingElse5()
suite.testAllergicToSomethingButNotTomatoes5()
suite.testAllergicToEverything5()
suite.testNotAllergicToAnything6()
suite.testAllergicOnlyToChocolate6()
suite.testAllergicToChocolateAndSomethingElse6()
suite.testAllergicToSomethingButNotChocolate6()
suite.testAllergicToEverything6()
suite.testNotAllergicToAnything7()
suite.testAllergicOnlyToPollen7()
suite.testAllergicToPollenAndSomethingElse7()
suite.testAllergicToSomethingButNotPollen7()
suite.testAllergicToEverything7()
suite.testNotAllergicToAnything8()
suite.testAllergicOnlyToCats8()
suite.testAllergicToCatsAndSomethingElse8()
suite.testAllergicToSomethingButNotCats8()
suite.testAllergicToEverything8()
suite.testNoAllergies9()
suite.testJustEggs9()
suite.testJustPeanuts9()
suite.testJustStrawberries9()
suite.testEggsAndPeanuts9()
suite.testMoreThanEggsButNotPeanuts9()
suite.testLotsOfStuff9()
suite.testEverything9()
suite.testNoAllergenScoreParts9()
suite.testNoAllergenScorePartsWithoutHighestValidScore9()
