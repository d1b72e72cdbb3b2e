import Foundation

struct Clock: Equatable {

  var hours: Int
  var minutes: Int

  init(hours: Int, minutes: Int = 0) {
    self.hours = hours
    self.minutes = minutes
    normalize()
  }

  var description: String { return self.toString }

  func add(minutes: Int) -> Clock {
    return Clock(hours: self.hours, minutes: self.minutes + minutes)
  }

  func subtract(minutes: Int) -> Clock {
    return add(minutes: -minutes)
  }

  private var toString: String {
    let h = String(format: "%02d", self.hours)
    let m = String(format: "%02d", self.minutes)

    return h + ":" + m
  }

  private mutating func normalize() {
    if minutes >= 60 {
      self.hours += self.minutes / 60
      self.minutes = self.minutes % 60
    }
    while self.minutes < 0 {
      self.hours -= 1
      self.minutes += 60
    }
    if self.hours >= 24 {
      self.hours = self.hours % 24
    }
    while self.hours < 0 {
      self.hours += 24
    }
  }

}


struct ClockTests {

  
  func testOnTheHour() {
    print(Clock(hours: 8, minutes: 0).description == "08:00")
  }

  
  func testPastTheHour() {
    print(Clock(hours: 11, minutes: 9).description == "11:09")
  }

  
  func testMidnightIsZeroHours() {
    print(Clock(hours: 24, minutes: 0).description == "00:00")
  }

  
  func testHourRollsOver() {
    print(Clock(hours: 25, minutes: 0).description == "01:00")
  }

  
  func testHourRollsOverContinuously() {
    print(Clock(hours: 100, minutes: 0).description == "04:00")
  }

  
  func testSixtyMinutesIsNextHour() {
    print(Clock(hours: 1, minutes: 60).description == "02:00")
  }

  
  func testMinutesRollOver() {
    print(Clock(hours: 0, minutes: 160).description == "02:40")
  }

  
  func testMinutesRollOverContinuously() {
    print(Clock(hours: 0, minutes: 1723).description == "04:43")
  }

  
  func testHourAndMinutesRollOver() {
    print(Clock(hours: 25, minutes: 160).description == "03:40")
  }

  
  func testHourAndMinutesRollOverContinuously() {
    print(Clock(hours: 201, minutes: 3001).description == "11:01")
  }

  
  func testHourAndMinutesRollOverToExactlyMidnight() {
    print(Clock(hours: 72, minutes: 8640).description == "00:00")
  }

  
  func testNegativeHour() {
    print(Clock(hours: -1, minutes: 15).description == "23:15")
  }

  
  func testNegativeHourRollsOver() {
    print(Clock(hours: -25, minutes: 0).description == "23:00")
  }

  
  func testNegativeHourRollsOverContinuously() {
    print(Clock(hours: -91, minutes: 0).description == "05:00")
  }

  
  func testNegativeMinutes() {
    print(Clock(hours: 1, minutes: -40).description == "00:20")
  }

  
  func testNegativeMinutesRollOver() {
    print(Clock(hours: 1, minutes: -160).description == "22:20")
  }

  
  func testNegativeMinutesRollOverContinuously() {
    print(Clock(hours: 1, minutes: -4820).description == "16:40")
  }

  
  func testNegativeSixtyMinutesIsPreviousHour() {
    print(Clock(hours: 2, minutes: -60).description == "01:00")
  }

  
  func testNegativeHourAndMinutesBothRollOver() {
    print(Clock(hours: -25, minutes: -160).description == "20:20")
  }

  
  func testNegativeHourAndMinutesBothRollOverContinuously() {
    print(Clock(hours: -121, minutes: -5810).description == "22:10")
  }

  
  func testAddMinutes() {
    let clock = Clock(hours: 10, minutes: 0).add(minutes: 3)
    print(clock.description == "10:03")
  }

  
  func testAddNoMinutes() {
    let clock = Clock(hours: 6, minutes: 41).add(minutes: 0)
    print(clock.description == "06:41")
  }

  
  func testAddToNextHour() {
    let clock = Clock(hours: 0, minutes: 45).add(minutes: 40)
    print(clock.description == "01:25")
  }

  
  func testAddMoreThanOneHour() {
    let clock = Clock(hours: 10, minutes: 0).add(minutes: 61)
    print(clock.description == "11:01")
  }

  
  func testAddMoreThanTwoHoursWithCarry() {
    let clock = Clock(hours: 0, minutes: 45).add(minutes: 160)
    print(clock.description == "03:25")
  }

  
  func testAddAcrossMidnight() {
    let clock = Clock(hours: 23, minutes: 59).add(minutes: 2)
    print(clock.description == "00:01")
  }

  
  func testAddMoreThanOneDay1500Min25Hrs() {
    let clock = Clock(hours: 5, minutes: 32).add(minutes: 1500)
    print(clock.description == "06:32")
  }

  
  func testAddMoreThanTwoDays() {
    let clock = Clock(hours: 1, minutes: 1).add(minutes: 3500)
    print(clock.description == "11:21")
  }

  
  func testSubtractMinutes() {
    let clock = Clock(hours: 10, minutes: 3).subtract(minutes: 3)
    print(clock.description == "10:00")
  }

  
  func testSubtractToPreviousHour() {
    let clock = Clock(hours: 10, minutes: 3).subtract(minutes: 30)
    print(clock.description == "09:33")
  }

  
  func testSubtractMoreThanAnHour() {
    let clock = Clock(hours: 10, minutes: 3).subtract(minutes: 70)
    print(clock.description == "08:53")
  }

  
  func testSubtractAcrossMidnight() {
    let clock = Clock(hours: 0, minutes: 3).subtract(minutes: 4)
    print(clock.description == "23:59")
  }

  
  func testSubtractMoreThanTwoHours() {
    let clock = Clock(hours: 0, minutes: 0).subtract(minutes: 160)
    print(clock.description == "21:20")
  }

  
  func testSubtractMoreThanTwoHoursWithBorrow() {
    let clock = Clock(hours: 6, minutes: 15).subtract(minutes: 160)
    print(clock.description == "03:35")
  }

  
  func testSubtractMoreThanOneDay1500Min25Hrs() {
    let clock = Clock(hours: 5, minutes: 32).subtract(minutes: 1500)
    print(clock.description == "04:32")
  }

  
  func testSubtractMoreThanTwoDays() {
    let clock = Clock(hours: 2, minutes: 20).subtract(minutes: 3000)
    print(clock.description == "00:20")
  }

  
  func testClocksWithSameTime() {
    let clock1 = Clock(hours: 15, minutes: 37)
    let clock2 = Clock(hours: 15, minutes: 37)
    print(clock1 == clock2)
  }

  
  func testClocksAMinuteApart() {
    let clock1 = Clock(hours: 15, minutes: 36)
    let clock2 = Clock(hours: 15, minutes: 37)
    print(clock1 != clock2)
  }

  
  func testClocksAnHourApart() {
    let clock1 = Clock(hours: 14, minutes: 37)
    let clock2 = Clock(hours: 15, minutes: 37)
    print(clock1 != clock2)
  }

  
  func testClocksWithHourOverflow() {
    let clock1 = Clock(hours: 10, minutes: 37)
    let clock2 = Clock(hours: 34, minutes: 37)
    print(clock1 == clock2)
  }

  
  func testClocksWithHourOverflowBySeveralDays() {
    let clock1 = Clock(hours: 3, minutes: 11)
    let clock2 = Clock(hours: 99, minutes: 11)
    print(clock1 == clock2)
  }

  
  func testClocksWithNegativeHour() {
    let clock1 = Clock(hours: 22, minutes: 40)
    let clock2 = Clock(hours: -2, minutes: 40)
    print(clock1 == clock2)
  }

  
  func testClocksWithNegativeHourThatWraps() {
    let clock1 = Clock(hours: 17, minutes: 3)
    let clock2 = Clock(hours: -31, minutes: 3)
    print(clock1 == clock2)
  }

  
  func testClocksWithNegativeHourThatWrapsMultipleTimes() {
    let clock1 = Clock(hours: 13, minutes: 49)
    let clock2 = Clock(hours: -83, minutes: 49)
    print(clock1 == clock2)
  }

  
  func testClocksWithMinuteOverflow() {
    let clock1 = Clock(hours: 0, minutes: 1)
    let clock2 = Clock(hours: 0, minutes: 1441)
    print(clock1 == clock2)
  }

  
  func testClocksWithMinuteOverflowBySeveralDays() {
    let clock1 = Clock(hours: 2, minutes: 2)
    let clock2 = Clock(hours: 2, minutes: 4322)
    print(clock1 == clock2)
  }

  
  func testClocksWithNegativeMinute() {
    let clock1 = Clock(hours: 2, minutes: 40)
    let clock2 = Clock(hours: 3, minutes: -20)
    print(clock1 == clock2)
  }

  
  func testClocksWithNegativeMinuteThatWraps() {
    let clock1 = Clock(hours: 4, minutes: 10)
    let clock2 = Clock(hours: 5, minutes: -1490)
    print(clock1 == clock2)
  }

  
  func testClocksWithNegativeMinuteThatWrapsMultipleTimes() {
    let clock1 = Clock(hours: 6, minutes: 15)
    let clock2 = Clock(hours: 6, minutes: -4305)
    print(clock1 == clock2)
  }

  
  func testClocksWithNegativeHoursAndMinutes() {
    let clock1 = Clock(hours: 7, minutes: 32)
    let clock2 = Clock(hours: -12, minutes: -268)
    print(clock1 == clock2)
  }

  
  func testClocksWithNegativeHoursAndMinutesThatWrap() {
    let clock1 = Clock(hours: 18, minutes: 7)
    let clock2 = Clock(hours: -54, minutes: -11513)
    print(clock1 == clock2)
  }

  
  func testFullClockAndZeroedClock() {
    let clock1 = Clock(hours: 24, minutes: 0)
    let clock2 = Clock(hours: 0, minutes: 0)
    print(clock1 == clock2)
  }
}

let suite = ClockTests()
suite.testOnTheHour()
suite.testPastTheHour()
suite.testMidnightIsZeroHours()
suite.testHourRollsOver()
suite.testHourRollsOverContinuously()
suite.testSixtyMinutesIsNextHour()
suite.testMinutesRollOver()
suite.testMinutesRollOverContinuously()
suite.testHourAndMinutesRollOver()
suite.testHourAndMinutesRollOverContinuously()
suite.testHourAndMinutesRollOverToExactlyMidnight()
suite.testNegativeHour()
suite.testNegativeHourRollsOver()
suite.testNegativeHourRollsOverContinuously()
suite.testNegativeMinutes()
suite.testNegativeMinutesRollOver()
suite.testNegativeMinutesRollOverContinuously()
suite.testNegativeSixtyMinutesIsPreviousHour()
suite.testNegativeHourAndMinutesBothRollOver()
suite.testNegativeHourAndMinutesBothRollOverContinuously()
suite.testAddMinutes()
suite.testAddNoMinutes()
suite.testAddToNextHour()
suite.testAddMoreThanOneHour()
suite.testAddMoreThanTwoHoursWithCarry()
suite.testAddAcrossMidnight()
suite.testAddMoreThanOneDay1500Min25Hrs()
suite.testAddMoreThanTwoDays()
suite.testSubtractMinutes()
suite.testSubtractToPreviousHour()
suite.testSubtractMoreThanAnHour()
suite.testSubtractAcrossMidnight()
suite.testSubtractMoreThanTwoHours()
suite.testSubtractMoreThanTwoHoursWithBorrow()
suite.testSubtractMoreThanOneDay1500Min25Hrs()
suite.testSubtractMoreThanTwoDays()
suite.testClocksWithSameTime()
suite.testClocksAMinuteApart()
suite.testClocksAnHourApart()
suite.testClocksWithHourOverflow()
suite.testClocksWithHourOverflowBySeveralDays()
suite.testClocksWithNegativeHour()
suite.testClocksWithNegativeHourThatWraps()
suite.testClocksWithNegativeHourThatWrapsMultipleTimes()
suite.testClocksWithMinuteOverflow()
suite.testClocksWithMinuteOverflowBySeveralDays()
suite.testClocksWithNegativeMinute()
suite.testClocksWithNegativeMinuteThatWraps()
suite.testClocksWithNegativeMinuteThatWrapsMultipleTimes()
suite.testClocksWithNegativeHoursAndMinutes()
suite.testClocksWithNegativeHoursAndMinutesThatWrap()
suite.testFullClockAndZeroedClock()
