struct Year {
  var year = 1900
  init(calendarYear: Int) {
    year = calendarYear
  }
  var isLeapYear: Bool {
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }
}


struct LeapTests {

  
  func testYearNotDivisibleBy4InCommonYear() {
    let year = Year(calendarYear: 2015)
    print(!year.isLeapYear)
  }

  
  func testYearDivisibleBy2NotDivisibleBy4InCommonYear() {
    let year = Year(calendarYear: 1970)
    print(!year.isLeapYear)
  }

  
  func testYearDivisibleBy4NotDivisibleBy100InLeapYear() {
    let year = Year(calendarYear: 1996)
    print(year.isLeapYear)
  }

  
  func testYearDivisibleBy4And5IsStillALeapYear() {
    let year = Year(calendarYear: 1960)
    print(year.isLeapYear)
  }

  
  func testYearDivisibleBy100NotDivisibleBy400InCommonYear() {
    let year = Year(calendarYear: 2100)
    print(!year.isLeapYear)
  }

  
  func testYearDivisibleBy100ButNotBy3IsStillNotALeapYear() {
    let year = Year(calendarYear: 1900)
    print(!year.isLeapYear)
  }

  
  func testYearDivisibleBy400IsLeapYear() {
    let year = Year(calendarYear: 2000)
    print(year.isLeapYear)
  }

  
  func testYearDivisibleBy400ButNotBy125IsStillALeapYear() {
    let year = Year(calendarYear: 2400)
    print(year.isLeapYear)
  }

  
  func testYearDivisibleBy200NotDivisibleBy400InCommonYear() {
    let year = Year(calendarYear: 1800)
    print(!year.isLeapYear)
  }
}

let suite = LeapTests()
suite.testYearNotDivisibleBy4InCommonYear()
suite.testYearDivisibleBy2NotDivisibleBy4InCommonYear()
suite.testYearDivisibleBy4NotDivisibleBy100InLeapYear()
suite.testYearDivisibleBy4And5IsStillALeapYear()
suite.testYearDivisibleBy100NotDivisibleBy400InCommonYear()
suite.testYearDivisibleBy100ButNotBy3IsStillNotALeapYear()
suite.testYearDivisibleBy400IsLeapYear()
suite.testYearDivisibleBy400ButNotBy125IsStillALeapYear()
suite.testYearDivisibleBy200NotDivisibleBy400InCommonYear()
