func toLimit(_ limit: Int, inMultiples: [Int]) -> Int {
  guard limit > 0 else { return 0 }
  var multiples = Set(inMultiples)

  if let indexOfZero = multiples.firstIndex(of: 0) {
    multiples.remove(at: indexOfZero)
  }

  var itemToReturn = 0

  for each in 1..<limit {
    var lastAdded = 0
    for multiple in multiples where ((each % multiple == 0) && (lastAdded != each)) {
      itemToReturn += each
      lastAdded = each
    }
  }

  return itemToReturn
}


struct SumOfMultiplesTests {

  
  func testNoMultiplesWithinLimit() {
    print(toLimit(1, inMultiples: [3, 5]) == 0)
  }

  
  func testOneFactorHasMultiplesWithinLimit() {
    print(toLimit(4, inMultiples: [3, 5]) == 3)
  }

  
  func testMoreThanOneMultipleWithinLimit() {
    print(toLimit(7, inMultiples: [3]) == 9)
  }

  
  func testMoreThanOneFactorWithMultiplesWithinLimit() {
    print(toLimit(10, inMultiples: [3, 5]) == 23)
  }

  
  func testEachMultipleIsOnlyCountedOnce() {
    print(toLimit(100, inMultiples: [3, 5]) == 2318)
  }

  
  func testAMuchLargerLimit() {
    print(toLimit(1000, inMultiples: [3, 5]) == 233168)
  }

  
  func testThreeFactors() {
    print(toLimit(20, inMultiples: [7, 13, 17]) == 51)
  }

  
  func testFactorsNotRelativelyPrime() {
    print(toLimit(15, inMultiples: [4, 6]) == 30)
  }

  
  func testSomePairsOfFactorsRelativelyPrimeAndSomeNot() {
    print(toLimit(150, inMultiples: [5, 6, 8]) == 4419)
  }

  
  func testOneFactorIsAMultipleOfAnother() {
    print(toLimit(51, inMultiples: [5, 25]) == 275)
  }

  
  func testMuchLargerFactors() {
    print(toLimit(10000, inMultiples: [43, 47]) == 2_203_160)
  }

  
  func testAllNumbersAreMultiplesOf1() {
    print(toLimit(100, inMultiples: [1]) == 4950)
  }

  
  func testNoFactorsMeansAnEmptySum() {
    print(toLimit(10000, inMultiples: []) == 0)
  }

  
  func testTheOnlyMultipleOf0Is0() {
    print(toLimit(1, inMultiples: [0]) == 0)
  }

  
  func testTheFactor0DoesNotAffectTheSumOfMultiplesOfOtherFactors() {
    print(toLimit(4, inMultiples: [3, 0]) == 3)
  }

  
  func testSolutionsUsingIncludeExcludeMustExtendToCardinalityGreaterThan3() {
    print(toLimit(10000, inMultiples: [2, 3, 5, 7, 11]) == 39_614_537)
  }
}

let suite = SumOfMultiplesTests()
suite.testNoMultiplesWithinLimit()
suite.testOneFactorHasMultiplesWithinLimit()
suite.testMoreThanOneMultipleWithinLimit()
suite.testMoreThanOneFactorWithMultiplesWithinLimit()
suite.testEachMultipleIsOnlyCountedOnce()
suite.testAMuchLargerLimit()
suite.testThreeFactors()
suite.testFactorsNotRelativelyPrime()
suite.testSomePairsOfFactorsRelativelyPrimeAndSomeNot()
suite.testOneFactorIsAMultipleOfAnother()
suite.testMuchLargerFactors()
suite.testAllNumbersAreMultiplesOf1()
suite.testNoFactorsMeansAnEmptySum()
suite.testTheOnlyMultipleOf0Is0()
suite.testTheFactor0DoesNotAffectTheSumOfMultiplesOfOtherFactors()
suite.testSolutionsUsingIncludeExcludeMustExtendToCardinalityGreaterThan3()
