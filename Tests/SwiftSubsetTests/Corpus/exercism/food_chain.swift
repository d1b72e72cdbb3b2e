struct FoodChain {

  private static let animals = ["fly", "spider", "bird", "cat", "dog", "goat", "cow", "horse"]

  static func song(start: Int, end: Int) -> String {
    var result = ""

    for i in start...end {
      result += verse(i)
      if i != end {
        result += "\n\n"
      }
    }
    return result
  }

  static func verse(_ number: Int) -> String {
    var result = ""

    var index = number - 1
    let animal = animals[index]
    result += "I know an old lady who swallowed a \(animal).\n"

    switch number {
    case 2: result += "It wriggled and jiggled and tickled inside her.\n"
    case 3: result += "How absurd to swallow a bird!\n"
    case 4: result += "Imagine that, to swallow a cat!\n"
    case 5: result += "What a hog, to swallow a dog!\n"
    case 6: result += "Just opened her throat and swallowed a goat!\n"
    case 7: result += "I don't know how she swallowed a cow!\n"
    case 8:
      result += "She's dead, of course!"
      return result
    default: break
    }

    while index >= 1 {
      result += "She swallowed the \(animals[index]) to catch the \(animals[index - 1])"
      if index == 2 {
        result += " that wriggled and jiggled and tickled inside her"
      }
      result += ".\n"
      index -= 1
    }
    result += "I don't know why she swallowed the fly. Perhaps she'll die."

    return result
  }
}


struct FoodChainTests {

  
  func testFly() {
    let expected =
      "I know an old lady who swallowed a fly.\n"
      + "I don't know why she swallowed the fly. Perhaps she'll die."
    print(expected == FoodChain.song(start: 1, end: 1))
  }

  
  func testSpider() {
    let expected =
      "I know an old lady who swallowed a spider.\n"
      + "It wriggled and jiggled and tickled inside her.\n"
      + "She swallowed the spider to catch the fly.\n"
      + "I don't know why she swallowed the fly. Perhaps she'll die."
    print(expected == FoodChain.song(start: 2, end: 2))
  }

  
  func testBird() {
    let expected =
      "I know an old lady who swallowed a bird.\n" + "How absurd to swallow a bird!\n"
      + "She swallowed the bird to catch the spider that wriggled and jiggled and tickled inside her.\n"
      + "She swallowed the spider to catch the fly.\n"
      + "I don't know why she swallowed the fly. Perhaps she'll die."
    print(expected == FoodChain.song(start: 3, end: 3))
  }

  
  func testCat() {
    let expected =
      "I know an old lady who swallowed a cat.\n" + "Imagine that, to swallow a cat!\n"
      + "She swallowed the cat to catch the bird.\n"
      + "She swallowed the bird to catch the spider that wriggled and jiggled and tickled inside her.\n"
      + "She swallowed the spider to catch the fly.\n"
      + "I don't know why she swallowed the fly. Perhaps she'll die."
    print(expected == FoodChain.song(start: 4, end: 4))
  }

  
  func testDog() {
    let expected =
      "I know an old lady who swallowed a dog.\n" + "What a hog, to swallow a dog!\n"
      + "She swallowed the dog to catch the cat.\n" + "She swallowed the cat to catch the bird.\n"
      + "She swallowed the bird to catch the spider that wriggled and jiggled and tickled inside her.\n"
      + "She swallowed the spider to catch the fly.\n"
      + "I don't know why she swallowed the fly. Perhaps she'll die."
    print(expected == FoodChain.song(start: 5, end: 5))
  }

  
  func testGoat() {
    let expected =
      "I know an old lady who swallowed a goat.\n"
      + "Just opened her throat and swallowed a goat!\n"
      + "She swallowed the goat to catch the dog.\n" + "She swallowed the dog to catch the cat.\n"
      + "She swallowed the cat to catch the bird.\n"
      + "She swallowed the bird to catch the spider that wriggled and jiggled and tickled inside her.\n"
      + "She swallowed the spider to catch the fly.\n"
      + "I don't know why she swallowed the fly. Perhaps she'll die."
    print(expected == FoodChain.song(start: 6, end: 6))
  }

  
  func testCow() {
    let expected =
      "I know an old lady who swallowed a cow.\n" + "I don't know how she swallowed a cow!\n"
      + "She swallowed the cow to catch the goat.\n" + "She swallowed the goat to catch the dog.\n"
      + "She swallowed the dog to catch the cat.\n" + "She swallowed the cat to catch the bird.\n"
      + "She swallowed the bird to catch the spider that wriggled and jiggled and tickled inside her.\n"
      + "She swallowed the spider to catch the fly.\n"
      + "I don't know why she swallowed the fly. Perhaps she'll die."
    print(expected == FoodChain.song(start: 7, end: 7))
  }

  
  func testHorse() {
    let expected = "I know an old lady who swallowed a horse.\n" + "She's dead, of course!"
    print(expected == FoodChain.song(start: 8, end: 8))
  }

  
  func testMultipleVerses() {
    let expected =
      "I know an old lady who swallowed a fly.\n"
      + "I don't know why she swallowed the fly. Perhaps she'll die.\n" + "\n"
      + "I know an old lady who swallowed a spider.\n"
      + "It wriggled and jiggled and tickled inside her.\n"
      + "She swallowed the spider to catch the fly.\n"
      + "I don't know why she swallowed the fly. Perhaps she'll die.\n" + "\n"
      + "I know an old lady who swallowed a bird.\n" + "How absurd to swallow a bird!\n"
      + "She swallowed the bird to catch the spider that wriggled and jiggled and tickled inside her.\n"
      + "She swallowed the spider to catch the fly.\n"
      + "I don't know why she swallowed the fly. Perhaps she'll die."
    print(expected == FoodChain.song(start: 1, end: 3))
  }

  
  func testFullSong() {
    let expected =
      "I know an old lady who swallowed a fly.\n"
      + "I don't know why she swallowed the fly. Perhaps she'll die.\n" + "\n"
      + "I know an old lady who swallowed a spider.\n"
      + "It wriggled and jiggled and tickled inside her.\n"
      + "She swallowed the spider to catch the fly.\n"
      + "I don't know why she swallowed the fly. Perhaps she'll die.\n" + "\n"
      + "I know an old lady who swallowed a bird.\n" + "How absurd to swallow a bird!\n"
      + "She swallowed the bird to catch the spider that wriggled and jiggled and tickled inside her.\n"
      + "She swallowed the spider to catch the fly.\n"
      + "I don't know why she swallowed the fly. Perhaps she'll die.\n" + "\n"
      + "I know an old lady who swallowed a cat.\n" + "Imagine that, to swallow a cat!\n"
      + "She swallowed the cat to catch the bird.\n"
      + "She swallowed the bird to catch the spider that wriggled and jiggled and tickled inside her.\n"
      + "She swallowed the spider to catch the fly.\n"
      + "I don't know why she swallowed the fly. Perhaps she'll die.\n" + "\n"
      + "I know an old lady who swallowed a dog.\n" + "What a hog, to swallow a dog!\n"
      + "She swallowed the dog to catch the cat.\n" + "She swallowed the cat to catch the bird.\n"
      + "She swallowed the bird to catch the spider that wriggled and jiggled and tickled inside her.\n"
      + "She swallowed the spider to catch the fly.\n"
      + "I don't know why she swallowed the fly. Perhaps she'll die.\n" + "\n"
      + "I know an old lady who swallowed a goat.\n"
      + "Just opened her throat and swallowed a goat!\n"
      + "She swallowed the goat to catch the dog.\n" + "She swallowed the dog to catch the cat.\n"
      + "She swallowed the cat to catch the bird.\n"
      + "She swallowed the bird to catch the spider that wriggled and jiggled and tickled inside her.\n"
      + "She swallowed the spider to catch the fly.\n"
      + "I don't know why she swallowed the fly. Perhaps she'll die.\n" + "\n"
      + "I know an old lady who swallowed a cow.\n" + "I don't know how she swallowed a cow!\n"
      + "She swallowed the cow to catch the goat.\n" + "She swallowed the goat to catch the dog.\n"
      + "She swallowed the dog to catch the cat.\n" + "She swallowed the cat to catch the bird.\n"
      + "She swallowed the bird to catch the spider that wriggled and jiggled and tickled inside her.\n"
      + "She swallowed the spider to catch the fly.\n"
      + "I don't know why she swallowed the fly. Perhaps she'll die.\n" + "\n"
      + "I know an old lady who swallowed a horse.\n" + "She's dead, of course!"
    print(expected == FoodChain.song(start: 1, end: 8))
  }
}

let suite = FoodChainTests()
suite.testFly()
suite.testSpider()
suite.testBird()
suite.testCat()
suite.testDog()
suite.testGoat()
suite.testCow()
suite.testHorse()
suite.testMultipleVerses()
suite.testFullSong()
