func primeFactors(_ number: Int64) -> [Int64] {
  var number = number
  var primes = [Int64]()
  var divisor: Int64 = 2

  while number > 1 {
    while number % divisor == 0 {
      primes.append(divisor)
      number /= divisor
    }
    divisor += 1
  }
  return primes
}


struct PrimeFactorsTests {

  
  func testNoFactors() {
    print(primeFactors(1) == [])
  }

  
  func testPrimeNumber() {
    print(primeFactors(2) == [2])
  }

  
  func testAnotherPrimeNumber() {
    print(primeFactors(3) == [3])
  }

  
  func testSquareOfAPrime() {
    print(primeFactors(9) == [3, 3])
  }

  
  func testProductOfFirstPrime() {
    print(primeFactors(4) == [2, 2])
  }

  
  func testCubeOfAPrime() {
    print(primeFactors(8) == [2, 2, 2])
  }

  
  func testProductOfSecondPrime() {
    print(primeFactors(27) == [3, 3, 3])
  }

  
  func testProductOfThirdPrime() {
    print(primeFactors(625) == [5, 5, 5, 5])
  }

  
  func testProductOfFirstAndSecondPrime() {
    print(primeFactors(6) == [2, 3])
  }

  
  func testProductOfPrimesAndNonPrimes() {
    print(primeFactors(12) == [2, 2, 3])
  }

  
  func testProductOfPrimes() {
    print(primeFactors(901255) == [5, 17, 23, 461])
  }

  
  func testFactorsIncludeALargePrime() {
    print(primeFactors(93_819_012_551) == [11, 9539, 894119])
  }
}

let suite = PrimeFactorsTests()
suite.testNoFactors()
suite.testPrimeNumber()
suite.testAnotherPrimeNumber()
suite.testSquareOfAPrime()
suite.testProductOfFirstPrime()
suite.testCubeOfAPrime()
suite.testProductOfSecondPrime()
suite.testProductOfThirdPrime()
suite.testProductOfFirstAndSecondPrime()
suite.testProductOfPrimesAndNonPrimes()
suite.testProductOfPrimes()
suite.testFactorsIncludeALargePrime()
