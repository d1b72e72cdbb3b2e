import Foundation

class Meetup {
  var date: Date

  init(year: Int, month: Int, week: String, weekday: String) {
    var components = DateComponents()
    components.year = year
    components.month = month
    components.weekday =
      ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].firstIndex(
        of: weekday)! + 1
    components.weekdayOrdinal = [
      "first": 1, "second": 2, "third": 3, "fourth": 4, "last": -1, "teenth": 3,
    ][week]!

    self.date = Calendar.current.date(from: components)!

    if week == "teenth" && Calendar.current.component(.day, from: self.date) > 19 {
      components.weekdayOrdinal = 2
      self.date = Calendar.current.date(from: components)!
    }
  }

  var description: String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter.string(from: date)
  }
}


struct MeetupTests {

  
  func testWhenTeenthMondayIsThe13ThTheFirstDayOfTheTeenthWeek() {
    let meetUp = Meetup(year: 2013, month: 5, week: "teenth", weekday: "Monday")
    print(meetUp.description == "2013-05-13")
  }

  
  func testWhenTeenthMondayIsThe19ThTheLastDayOfTheTeenthWeek() {
    let meetUp = Meetup(year: 2013, month: 8, week: "teenth", weekday: "Monday")
    print(meetUp.description == "2013-08-19")
  }

  
  func testWhenTeenthMondayIsSomeDayInTheMiddleOfTheTeenthWeek() {
    let meetUp = Meetup(year: 2013, month: 9, week: "teenth", weekday: "Monday")
    print(meetUp.description == "2013-09-16")
  }

  
  func testWhenTeenthTuesdayIsThe19ThTheLastDayOfTheTeenthWeek() {
    let meetUp = Meetup(year: 2013, month: 3, week: "teenth", weekday: "Tuesday")
    print(meetUp.description == "2013-03-19")
  }

  
  func testWhenTeenthTuesdayIsSomeDayInTheMiddleOfTheTeenthWeek() {
    let meetUp = Meetup(year: 2013, month: 4, week: "teenth", weekday: "Tuesday")
    print(meetUp.description == "2013-04-16")
  }

  
  func testWhenTeenthTuesdayIsThe13ThTheFirstDayOfTheTeenthWeek() {
    let meetUp = Meetup(year: 2013, month: 8, week: "teenth", weekday: "Tuesday")
    print(meetUp.description == "2013-08-13")
  }

  
  func testWhenTeenthWednesdayIsSomeDayInTheMiddleOfTheTeenthWeek() {
    let meetUp = Meetup(year: 2013, month: 1, week: "teenth", weekday: "Wednesday")
    print(meetUp.description == "2013-01-16")
  }

  
  func testWhenTeenthWednesdayIsThe13ThTheFirstDayOfTheTeenthWeek() {
    let meetUp = Meetup(year: 2013, month: 2, week: "teenth", weekday: "Wednesday")
    print(meetUp.description == "2013-02-13")
  }

  
  func testWhenTeenthWednesdayIsThe19ThTheLastDayOfTheTeenthWeek() {
    let meetUp = Meetup(year: 2013, month: 6, week: "teenth", weekday: "Wednesday")
    print(meetUp.description == "2013-06-19")
  }

  
  func testWhenTeenthThursdayIsSomeDayInTheMiddleOfTheTeenthWeek() {
    let meetUp = Meetup(year: 2013, month: 5, week: "teenth", weekday: "Thursday")
    print(meetUp.description == "2013-05-16")
  }

  
  func testWhenTeenthThursdayIsThe13ThTheFirstDayOfTheTeenthWeek() {
    let meetUp = Meetup(year: 2013, month: 6, week: "teenth", weekday: "Thursday")
    print(meetUp.description == "2013-06-13")
  }

  
  func testWhenTeenthThursdayIsThe19ThTheLastDayOfTheTeenthWeek() {
    let meetUp = Meetup(year: 2013, month: 9, week: "teenth", weekday: "Thursday")
    print(meetUp.description == "2013-09-19")
  }

  
  func testWhenTeenthFridayIsThe19ThTheLastDayOfTheTeenthWeek() {
    let meetUp = Meetup(year: 2013, month: 4, week: "teenth", weekday: "Friday")
    print(meetUp.description == "2013-04-19")
  }

  
  func testWhenTeenthFridayIsSomeDayInTheMiddleOfTheTeenthWeek() {
    let meetUp = Meetup(year: 2013, month: 8, week: "teenth", weekday: "Friday")
    print(meetUp.description == "2013-08-16")
  }

  
  func testWhenTeenthFridayIsThe13ThTheFirstDayOfTheTeenthWeek() {
    let meetUp = Meetup(year: 2013, month: 9, week: "teenth", weekday: "Friday")
    print(meetUp.description == "2013-09-13")
  }

  
  func testWhenTeenthSaturdayIsSomeDayInTheMiddleOfTheTeenthWeek() {
    let meetUp = Meetup(year: 2013, month: 2, week: "teenth", weekday: "Saturday")
    print(meetUp.description == "2013-02-16")
  }

  
  func testWhenTeenthSaturdayIsThe13ThTheFirstDayOfTheTeenthWeek() {
    let meetUp = Meetup(year: 2013, month: 4, week: "teenth", weekday: "Saturday")
    print(meetUp.description == "2013-04-13")
  }

  
  func testWhenTeenthSaturdayIsThe19ThTheLastDayOfTheTeenthWeek() {
    let meetUp = Meetup(year: 2013, month: 10, week: "teenth", weekday: "Saturday")
    print(meetUp.description == "2013-10-19")
  }

  
  func testWhenTeenthSundayIsThe19ThTheLastDayOfTheTeenthWeek() {
    let meetUp = Meetup(year: 2013, month: 5, week: "teenth", weekday: "Sunday")
    print(meetUp.description == "2013-05-19")
  }

  
  func testWhenTeenthSundayIsSomeDayInTheMiddleOfTheTeenthWeek() {
    let meetUp = Meetup(year: 2013, month: 6, week: "teenth", weekday: "Sunday")
    print(meetUp.description == "2013-06-16")
  }

  
  func testWhenTeenthSundayIsThe13ThTheFirstDayOfTheTeenthWeek() {
    let meetUp = Meetup(year: 2013, month: 10, week: "teenth", weekday: "Sunday")
    print(meetUp.description == "2013-10-13")
  }

  
  func testWhenFirstMondayIsSomeDayInTheMiddleOfTheFirstWeek() {
    let meetUp = Meetup(year: 2013, month: 3, week: "first", weekday: "Monday")
    print(meetUp.description == "2013-03-04")
  }

  
  func testWhenFirstMondayIsThe1StTheFirstDayOfTheFirstWeek() {
    let meetUp = Meetup(year: 2013, month: 4, week: "first", weekday: "Monday")
    print(meetUp.description == "2013-04-01")
  }

  
  func testWhenFirstTuesdayIsThe7ThTheLastDayOfTheFirstWeek() {
    let meetUp = Meetup(year: 2013, month: 5, week: "first", weekday: "Tuesday")
    print(meetUp.description == "2013-05-07")
  }

  
  func testWhenFirstTuesdayIsSomeDayInTheMiddleOfTheFirstWeek() {
    let meetUp = Meetup(year: 2013, month: 6, week: "first", weekday: "Tuesday")
    print(meetUp.description == "2013-06-04")
  }

  
  func testWhenFirstWednesdayIsSomeDayInTheMiddleOfTheFirstWeek() {
    let meetUp = Meetup(year: 2013, month: 7, week: "first", weekday: "Wednesday")
    print(meetUp.description == "2013-07-03")
  }

  
  func testWhenFirstWednesdayIsThe7ThTheLastDayOfTheFirstWeek() {
    let meetUp = Meetup(year: 2013, month: 8, week: "first", weekday: "Wednesday")
    print(meetUp.description == "2013-08-07")
  }

  
  func testWhenFirstThursdayIsSomeDayInTheMiddleOfTheFirstWeek() {
    let meetUp = Meetup(year: 2013, month: 9, week: "first", weekday: "Thursday")
    print(meetUp.description == "2013-09-05")
  }

  
  func testWhenFirstThursdayIsAnotherDayInTheMiddleOfTheFirstWeek() {
    let meetUp = Meetup(year: 2013, month: 10, week: "first", weekday: "Thursday")
    print(meetUp.description == "2013-10-03")
  }

  
  func testWhenFirstFridayIsThe1StTheFirstDayOfTheFirstWeek() {
    let meetUp = Meetup(year: 2013, month: 11, week: "first", weekday: "Friday")
    print(meetUp.description == "2013-11-01")
  }

  
  func testWhenFirstFridayIsSomeDayInTheMiddleOfTheFirstWeek() {
    let meetUp = Meetup(year: 2013, month: 12, week: "first", weekday: "Friday")
    print(meetUp.description == "2013-12-06")
  }

  
  func testWhenFirstSaturdayIsSomeDayInTheMiddleOfTheFirstWeek() {
    let meetUp = Meetup(year: 2013, month: 1, week: "first", weekday: "Saturday")
    print(meetUp.description == "2013-01-05")
  }

  
  func testWhenFirstSaturdayIsAnotherDayInTheMiddleOfTheFirstWeek() {
    let meetUp = Meetup(year: 2013, month: 2, week: "first", weekday: "Saturday")
    print(meetUp.description == "2013-02-02")
  }

  
  func testWhenFirstSundayIsSomeDayInTheMiddleOfTheFirstWeek() {
    let meetUp = Meetup(year: 2013, month: 3, week: "first", weekday: "Sunday")
    print(meetUp.description == "2013-03-03")
  }

  
  func testWhenFirstSundayIsThe7ThTheLastDayOfTheFirstWeek() {
    let meetUp = Meetup(year: 2013, month: 4, week: "first", weekday: "Sunday")
    print(meetUp.description == "2013-04-07")
  }

  
  func testWhenSecondMondayIsSomeDayInTheMiddleOfTheSecondWeek() {
    let meetUp = Meetup(year: 2013, month: 3, week: "second", weekday: "Monday")
    print(meetUp.description == "2013-03-11")
  }

  
  func testWhenSecondMondayIsThe8ThTheFirstDayOfTheSecondWeek() {
    let meetUp = Meetup(year: 2013, month: 4, week: "second", weekday: "Monday")
    print(meetUp.description == "2013-04-08")
  }

  
  func testWhenSecondTuesdayIsThe14ThTheLastDayOfTheSecondWeek() {
    let meetUp = Meetup(year: 2013, month: 5, week: "second", weekday: "Tuesday")
    print(meetUp.description == "2013-05-14")
  }

  
  func testWhenSecondTuesdayIsSomeDayInTheMiddleOfTheSecondWeek() {
    let meetUp = Meetup(year: 2013, month: 6, week: "second", weekday: "Tuesday")
    print(meetUp.description == "2013-06-11")
  }

  
  func testWhenSecondWednesdayIsSomeDayInTheMiddleOfTheSecondWeek() {
    let meetUp = Meetup(year: 2013, month: 7, week: "second", weekday: "Wednesday")
    print(meetUp.description == "2013-07-10")
  }

  
  func testWhenSecondWednesdayIsThe14ThTheLastDayOfTheSecondWeek() {
    let meetUp = Meetup(year: 2013, month: 8, week: "second", weekday: "Wednesday")
    print(meetUp.description == "2013-08-14")
  }

  
  func testWhenSecondThursdayIsSomeDayInTheMiddleOfTheSecondWeek() {
    let meetUp = Meetup(year: 2013, month: 9, week: "second", weekday: "Thursday")
    print(meetUp.description == "2013-09-12")
  }

  
  func testWhenSecondThursdayIsAnotherDayInTheMiddleOfTheSecondWeek() {
    let meetUp = Meetup(year: 2013, month: 10, week: "second", weekday: "Thursday")
    print(meetUp.description == "2013-10-10")
  }

  
  func testWhenSecondFridayIsThe8ThTheFirstDayOfTheSecondWeek() {
    let meetUp = Meetup(year: 2013, month: 11, week: "second", weekday: "Friday")
    print(meetUp.description == "2013-11-08")
  }

  
  func testWhenSecondFridayIsSomeDayInTheMiddleOfTheSecondWeek() {
    let meetUp = Meetup(year: 2013, month: 12, week: "second", weekday: "Friday")
    print(meetUp.description == "2013-12-13")
  }

  
  func testWhenSecondSaturdayIsSomeDayInTheMiddleOfTheSecondWeek() {
    let meetUp = Meetup(year: 2013, month: 1, week: "second", weekday: "Saturday")
    print(meetUp.description == "2013-01-12")
  }

  
  func testWhenSecondSaturdayIsAnotherDayInTheMiddleOfTheSecondWeek() {
    let meetUp = Meetup(year: 2013, month: 2, week: "second", weekday: "Saturday")
    print(meetUp.description == "2013-02-09")
  }

  
  func testWhenSecondSundayIsSomeDayInTheMiddleOfTheSecondWeek() {
    let meetUp = Meetup(year: 2013, month: 3, week: "second", weekday: "Sunday")
    print(meetUp.description == "2013-03-10")
  }

  
  func testWhenSecondSundayIsThe14ThTheLastDayOfTheSecondWeek() {
    let meetUp = Meetup(year: 2013, month: 4, week: "second", weekday: "Sunday")
    print(meetUp.description == "2013-04-14")
  }

  
  func testWhenThirdMondayIsSomeDayInTheMiddleOfTheThirdWeek() {
    let meetUp = Meetup(year: 2013, month: 3, week: "third", weekday: "Monday")
    print(meetUp.description == "2013-03-18")
  }

  
  func testWhenThirdMondayIsThe15ThTheFirstDayOfTheThirdWeek() {
    let meetUp = Meetup(year: 2013, month: 4, week: "third", weekday: "Monday")
    print(meetUp.description == "2013-04-15")
  }

  
  func testWhenThirdTuesdayIsThe21StTheLastDayOfTheThirdWeek() {
    let meetUp = Meetup(year: 2013, month: 5, week: "third", weekday: "Tuesday")
    print(meetUp.description == "2013-05-21")
  }

  
  func testWhenThirdTuesdayIsSomeDayInTheMiddleOfTheThirdWeek() {
    let meetUp = Meetup(year: 2013, month: 6, week: "third", weekday: "Tuesday")
    print(meetUp.description == "2013-06-18")
  }

  
  func testWhenThirdWednesdayIsSomeDayInTheMiddleOfTheThirdWeek() {
    let meetUp = Meetup(year: 2013, month: 7, week: "third", weekday: "Wednesday")
    print(meetUp.description == "2013-07-17")
  }

  
  func testWhenThirdWednesdayIsThe21StTheLastDayOfTheThirdWeek() {
    let meetUp = Meetup(year: 2013, month: 8, week: "third", weekday: "Wednesday")
    print(meetUp.description == "2013-08-21")
  }

  
  func testWhenThirdThursdayIsSomeDayInTheMiddleOfTheThirdWeek() {
    let meetUp = Meetup(year: 2013, month: 9, week: "third", weekday: "Thursday")
    print(meetUp.description == "2013-09-19")
  }

  
  func testWhenThirdThursdayIsAnotherDayInTheMiddleOfTheThirdWeek() {
    let meetUp = Meetup(year: 2013, month: 10, week: "third", weekday: "Thursday")
    print(meetUp.description == "2013-10-17")
  }

  
  func testWhenThirdFridayIsThe15ThTheFirstDayOfTheThirdWeek() {
    let meetUp = Meetup(year: 2013, month: 11, week: "third", weekday: "Friday")
    print(meetUp.description == "2013-11-15")
  }

  
  func testWhenThirdFridayIsSomeDayInTheMiddleOfTheThirdWeek() {
    let meetUp = Meetup(year: 2013, month: 12, week: "third", weekday: "Friday")
    print(meetUp.description == "2013-12-20")
  }

  
  func testWhenThirdSaturdayIsSomeDayInTheMiddleOfTheThirdWeek() {
    let meetUp = Meetup(year: 2013, month: 1, week: "third", weekday: "Saturday")
    print(meetUp.description == "2013-01-19")
  }

  
  func testWhenThirdSaturdayIsAnotherDayInTheMiddleOfTheThirdWeek() {
    let meetUp = Meetup(year: 2013, month: 2, week: "third", weekday: "Saturday")
    print(meetUp.description == "2013-02-16")
  }

  
  func testWhenThirdSundayIsSomeDayInTheMiddleOfTheThirdWeek() {
    let meetUp = Meetup(year: 2013, month: 3, week: "third", weekday: "Sunday")
    print(meetUp.description == "2013-03-17")
  }

  
  func testWhenThirdSundayIsThe21StTheLastDayOfTheThirdWeek() {
    let meetUp = Meetup(year: 2013, month: 4, week: "third", weekday: "Sunday")
    print(meetUp.description == "2013-04-21")
  }

  
  func testWhenFourthMondayIsSomeDayInTheMiddleOfTheFourthWeek() {
    let meetUp = Meetup(year: 2013, month: 3, week: "fourth", weekday: "Monday")
    print(meetUp.description == "2013-03-25")
  }

  
  func testWhenFourthMondayIsThe22NdTheFirstDayOfTheFourthWeek() {
    let meetUp = Meetup(year: 2013, month: 4, week: "fourth", weekday: "Monday")
    print(meetUp.description == "2013-04-22")
  }

  
  func testWhenFourthTuesdayIsThe28ThTheLastDayOfTheFourthWeek() {
    let meetUp = Meetup(year: 2013, month: 5, week: "fourth", weekday: "Tuesday")
    print(meetUp.description == "2013-05-28")
  }

  
  func testWhenFourthTuesdayIsSomeDayInTheMiddleOfTheFourthWeek() {
    let meetUp = Meetup(year: 2013, month: 6, week: "fourth", weekday: "Tuesday")
    print(meetUp.description == "2013-06-25")
  }

  
  func testWhenFourthWednesdayIsSomeDayInTheMiddleOfTheFourthWeek() {
    let meetUp = Meetup(year: 2013, month: 7, week: "fourth", weekday: "Wednesday")
    print(meetUp.description == "2013-07-24")
  }

  
  func testWhenFourthWednesdayIsThe28ThTheLastDayOfTheFourthWeek() {
    let meetUp = Meetup(year: 2013, month: 8, week: "fourth", weekday: "Wednesday")
    print(meetUp.description == "2013-08-28")
  }

  
  func testWhenFourthThursdayIsSomeDayInTheMiddleOfTheFourthWeek() {
    let meetUp = Meetup(year: 2013, month: 9, week: "fourth", weekday: "Thursday")
    print(meetUp.description == "2013-09-26")
  }

  
  func testWhenFourthThursdayIsAnotherDayInTheMiddleOfTheFourthWeek() {
    let meetUp = Meetup(year: 2013, month: 10, week: "fourth", weekday: "Thursday")
    print(meetUp.description == "2013-10-24")
  }

  
  func testWhenFourthFridayIsThe22NdTheFirstDayOfTheFourthWeek() {
    let meetUp = Meetup(year: 2013, month: 11, week: "fourth", weekday: "Friday")
    print(meetUp.description == "2013-11-22")
  }

  
  func testWhenFourthFridayIsSomeDayInTheMiddleOfTheFourthWeek() {
    let meetUp = Meetup(year: 2013, month: 12, week: "fourth", weekday: "Friday")
    print(meetUp.description == "2013-12-27")
  }

  
  func testWhenFourthSaturdayIsSomeDayInTheMiddleOfTheFourthWeek() {
    let meetUp = Meetup(year: 2013, month: 1, week: "fourth", weekday: "Saturday")
    print(meetUp.description == "2013-01-26")
  }

  
  func testWhenFourthSaturdayIsAnotherDayInTheMiddleOfTheFourthWeek() {
    let meetUp = Meetup(year: 2013, month: 2, week: "fourth", weekday: "Saturday")
    print(meetUp.description == "2013-02-23")
  }

  
  func testWhenFourthSundayIsSomeDayInTheMiddleOfTheFourthWeek() {
    let meetUp = Meetup(year: 2013, month: 3, week: "fourth", weekday: "Sunday")
    print(meetUp.description == "2013-03-24")
  }

  
  func testWhenFourthSundayIsThe28ThTheLastDayOfTheFourthWeek() {
    let meetUp = Meetup(year: 2013, month: 4, week: "fourth", weekday: "Sunday")
    print(meetUp.description == "2013-04-28")
  }

  
  func testLastMondayInAMonthWithFourMondays() {
    let meetUp = Meetup(year: 2013, month: 3, week: "last", weekday: "Monday")
    print(meetUp.description == "2013-03-25")
  }

  
  func testLastMondayInAMonthWithFiveMondays() {
    let meetUp = Meetup(year: 2013, month: 4, week: "last", weekday: "Monday")
    print(meetUp.description == "2013-04-29")
  }

  
  func testLastTuesdayInAMonthWithFourTuesdays() {
    let meetUp = Meetup(year: 2013, month: 5, week: "last", weekday: "Tuesday")
    print(meetUp.description == "2013-05-28")
  }

  
  func testLastTuesdayInAnotherMonthWithFourTuesdays() {
    let meetUp = Meetup(year: 2013, month: 6, week: "last", weekday: "Tuesday")
    print(meetUp.description == "2013-06-25")
  }

  
  func testLastWednesdayInAMonthWithFiveWednesdays() {
    let meetUp = Meetup(year: 2013, month: 7, week: "last", weekday: "Wednesday")
    print(meetUp.description == "2013-07-31")
  }

  
  func testLastWednesdayInAMonthWithFourWednesdays() {
    let meetUp = Meetup(year: 2013, month: 8, week: "last", weekday: "Wednesday")
    print(meetUp.description == "2013-08-28")
  }

  
  func testLastThursdayInAMonthWithFourThursdays() {
    let meetUp = Meetup(year: 2013, month: 9, week: "last", weekday: "Thursday")
    print(meetUp.description == "2013-09-26")
  }

  
  func testLastThursdayInAMonthWithFiveThursdays() {
    let meetUp = Meetup(year: 2013, month: 10, week: "last", weekday: "Thursday")
    print(meetUp.description == "2013-10-31")
  }

  
  func testLastFridayInAMonthWithFiveFridays() {
    let meetUp = Meetup(year: 2013, month: 11, week: "last", weekday: "Friday")
    print(meetUp.description == "2013-11-29")
  }

  
  func testLastFridayInAMonthWithFourFridays() {
    let meetUp = Meetup(year: 2013, month: 12, week: "last", weekday: "Friday")
    print(meetUp.description == "2013-12-27")
  }

  
  func testLastSaturdayInAMonthWithFourSaturdays() {
    let meetUp = Meetup(year: 2013, month: 1, week: "last", weekday: "Saturday")
    print(meetUp.description == "2013-01-26")
  }

  
  func testLastSaturdayInAnotherMonthWithFourSaturdays() {
    let meetUp = Meetup(year: 2013, month: 2, week: "last", weekday: "Saturday")
    print(meetUp.description == "2013-02-23")
  }

  
  func testLastSundayInAMonthWithFiveSundays() {
    let meetUp = Meetup(year: 2013, month: 3, week: "last", weekday: "Sunday")
    print(meetUp.description == "2013-03-31")
  }

  
  func testLastSundayInAMonthWithFourSundays() {
    let meetUp = Meetup(year: 2013, month: 4, week: "last", weekday: "Sunday")
    print(meetUp.description == "2013-04-28")
  }

  
  func testWhenLastWednesdayInFebruaryInALeapYearIsThe29Th() {
    let meetUp = Meetup(year: 2012, month: 2, week: "last", weekday: "Wednesday")
    print(meetUp.description == "2012-02-29")
  }

  
  func testLastWednesdayInDecemberThatIsAlsoTheLastDayOfTheYear() {
    let meetUp = Meetup(year: 2014, month: 12, week: "last", weekday: "Wednesday")
    print(meetUp.description == "2014-12-31")
  }

  
  func testWhenLastSundayInFebruaryInANonLeapYearIsNotThe29Th() {
    let meetUp = Meetup(year: 2015, month: 2, week: "last", weekday: "Sunday")
    print(meetUp.description == "2015-02-22")
  }

  
  func testWhenFirstFridayIsThe7ThTheLastDayOfTheFirstWeek() {
    let meetUp = Meetup(year: 2012, month: 12, week: "first", weekday: "Friday")
    print(meetUp.description == "2012-12-07")
  }
}

let suite = MeetupTests()
suite.testWhenTeenthMondayIsThe13ThTheFirstDayOfTheTeenthWeek()
suite.testWhenTeenthMondayIsThe19ThTheLastDayOfTheTeenthWeek()
suite.testWhenTeenthMondayIsSomeDayInTheMiddleOfTheTeenthWeek()
suite.testWhenTeenthTuesdayIsThe19ThTheLastDayOfTheTeenthWeek()
suite.testWhenTeenthTuesdayIsSomeDayInTheMiddleOfTheTeenthWeek()
suite.testWhenTeenthTuesdayIsThe13ThTheFirstDayOfTheTeenthWeek()
suite.testWhenTeenthWednesdayIsSomeDayInTheMiddleOfTheTeenthWeek()
suite.testWhenTeenthWednesdayIsThe13ThTheFirstDayOfTheTeenthWeek()
suite.testWhenTeenthWednesdayIsThe19ThTheLastDayOfTheTeenthWeek()
suite.testWhenTeenthThursdayIsSomeDayInTheMiddleOfTheTeenthWeek()
suite.testWhenTeenthThursdayIsThe13ThTheFirstDayOfTheTeenthWeek()
suite.testWhenTeenthThursdayIsThe19ThTheLastDayOfTheTeenthWeek()
suite.testWhenTeenthFridayIsThe19ThTheLastDayOfTheTeenthWeek()
suite.testWhenTeenthFridayIsSomeDayInTheMiddleOfTheTeenthWeek()
suite.testWhenTeenthFridayIsThe13ThTheFirstDayOfTheTeenthWeek()
suite.testWhenTeenthSaturdayIsSomeDayInTheMiddleOfTheTeenthWeek()
suite.testWhenTeenthSaturdayIsThe13ThTheFirstDayOfTheTeenthWeek()
suite.testWhenTeenthSaturdayIsThe19ThTheLastDayOfTheTeenthWeek()
suite.testWhenTeenthSundayIsThe19ThTheLastDayOfTheTeenthWeek()
suite.testWhenTeenthSundayIsSomeDayInTheMiddleOfTheTeenthWeek()
suite.testWhenTeenthSundayIsThe13ThTheFirstDayOfTheTeenthWeek()
suite.testWhenFirstMondayIsSomeDayInTheMiddleOfTheFirstWeek()
suite.testWhenFirstMondayIsThe1StTheFirstDayOfTheFirstWeek()
suite.testWhenFirstTuesdayIsThe7ThTheLastDayOfTheFirstWeek()
suite.testWhenFirstTuesdayIsSomeDayInTheMiddleOfTheFirstWeek()
suite.testWhenFirstWednesdayIsSomeDayInTheMiddleOfTheFirstWeek()
suite.testWhenFirstWednesdayIsThe7ThTheLastDayOfTheFirstWeek()
suite.testWhenFirstThursdayIsSomeDayInTheMiddleOfTheFirstWeek()
suite.testWhenFirstThursdayIsAnotherDayInTheMiddleOfTheFirstWeek()
suite.testWhenFirstFridayIsThe1StTheFirstDayOfTheFirstWeek()
suite.testWhenFirstFridayIsSomeDayInTheMiddleOfTheFirstWeek()
suite.testWhenFirstSaturdayIsSomeDayInTheMiddleOfTheFirstWeek()
suite.testWhenFirstSaturdayIsAnotherDayInTheMiddleOfTheFirstWeek()
suite.testWhenFirstSundayIsSomeDayInTheMiddleOfTheFirstWeek()
suite.testWhenFirstSundayIsThe7ThTheLastDayOfTheFirstWeek()
suite.testWhenSecondMondayIsSomeDayInTheMiddleOfTheSecondWeek()
suite.testWhenSecondMondayIsThe8ThTheFirstDayOfTheSecondWeek()
suite.testWhenSecondTuesdayIsThe14ThTheLastDayOfTheSecondWeek()
suite.testWhenSecondTuesdayIsSomeDayInTheMiddleOfTheSecondWeek()
suite.testWhenSecondWednesdayIsSomeDayInTheMiddleOfTheSecondWeek()
suite.testWhenSecondWednesdayIsThe14ThTheLastDayOfTheSecondWeek()
suite.testWhenSecondThursdayIsSomeDayInTheMiddleOfTheSecondWeek()
suite.testWhenSecondThursdayIsAnotherDayInTheMiddleOfTheSecondWeek()
suite.testWhenSecondFridayIsThe8ThTheFirstDayOfTheSecondWeek()
suite.testWhenSecondFridayIsSomeDayInTheMiddleOfTheSecondWeek()
suite.testWhenSecondSaturdayIsSomeDayInTheMiddleOfTheSecondWeek()
suite.testWhenSecondSaturdayIsAnotherDayInTheMiddleOfTheSecondWeek()
suite.testWhenSecondSundayIsSomeDayInTheMiddleOfTheSecondWeek()
suite.testWhenSecondSundayIsThe14ThTheLastDayOfTheSecondWeek()
suite.testWhenThirdMondayIsSomeDayInTheMiddleOfTheThirdWeek()
suite.testWhenThirdMondayIsThe15ThTheFirstDayOfTheThirdWeek()
suite.testWhenThirdTuesdayIsThe21StTheLastDayOfTheThirdWeek()
suite.testWhenThirdTuesdayIsSomeDayInTheMiddleOfTheThirdWeek()
suite.testWhenThirdWednesdayIsSomeDayInTheMiddleOfTheThirdWeek()
suite.testWhenThirdWednesdayIsThe21StTheLastDayOfTheThirdWeek()
suite.testWhenThirdThursdayIsSomeDayInTheMiddleOfTheThirdWeek()
suite.testWhenThirdThursdayIsAnotherDayInTheMiddleOfTheThirdWeek()
suite.testWhenThirdFridayIsThe15ThTheFirstDayOfTheThirdWeek()
suite.testWhenThirdFridayIsSomeDayInTheMiddleOfTheThirdWeek()
suite.testWhenThirdSaturdayIsSomeDayInTheMiddleOfTheThirdWeek()
suite.testWhenThirdSaturdayIsAnotherDayInTheMiddleOfTheThirdWeek()
suite.testWhenThirdSundayIsSomeDayInTheMiddleOfTheThirdWeek()
suite.testWhenThirdSundayIsThe21StTheLastDayOfTheThirdWeek()
suite.testWhenFourthMondayIsSomeDayInTheMiddleOfTheFourthWeek()
suite.testWhenFourthMondayIsThe22NdTheFirstDayOfTheFourthWeek()
suite.testWhenFourthTuesdayIsThe28ThTheLastDayOfTheFourthWeek()
suite.testWhenFourthTuesdayIsSomeDayInTheMiddleOfTheFourthWeek()
suite.testWhenFourthWednesdayIsSomeDayInTheMiddleOfTheFourthWeek()
suite.testWhenFourthWednesdayIsThe28ThTheLastDayOfTheFourthWeek()
suite.testWhenFourthThursdayIsSomeDayInTheMiddleOfTheFourthWeek()
suite.testWhenFourthThursdayIsAnotherDayInTheMiddleOfTheFourthWeek()
suite.testWhenFourthFridayIsThe22NdTheFirstDayOfTheFourthWeek()
suite.testWhenFourthFridayIsSomeDayInTheMiddleOfTheFourthWeek()
suite.testWhenFourthSaturdayIsSomeDayInTheMiddleOfTheFourthWeek()
suite.testWhenFourthSaturdayIsAnotherDayInTheMiddleOfTheFourthWeek()
suite.testWhenFourthSundayIsSomeDayInTheMiddleOfTheFourthWeek()
suite.testWhenFourthSundayIsThe28ThTheLastDayOfTheFourthWeek()
suite.testLastMondayInAMonthWithFourMondays()
suite.testLastMondayInAMonthWithFiveMondays()
suite.testLastTuesdayInAMonthWithFourTuesdays()
suite.testLastTuesdayInAnotherMonthWithFourTuesdays()
suite.testLastWednesdayInAMonthWithFiveWednesdays()
suite.testLastWednesdayInAMonthWithFourWednesdays()
suite.testLastThursdayInAMonthWithFourThursdays()
suite.testLastThursdayInAMonthWithFiveThursdays()
suite.testLastFridayInAMonthWithFiveFridays()
suite.testLastFridayInAMonthWithFourFridays()
suite.testLastSaturdayInAMonthWithFourSaturdays()
suite.testLastSaturdayInAnotherMonthWithFourSaturdays()
suite.testLastSundayInAMonthWithFiveSundays()
suite.testLastSundayInAMonthWithFourSundays()
suite.testWhenLastWednesdayInFebruaryInALeapYearIsThe29Th()
suite.testLastWednesdayInDecemberThatIsAlsoTheLastDayOfTheYear()
suite.testWhenLastSundayInFebruaryInANonLeapYearIsNotThe29Th()
suite.testWhenFirstFridayIsThe7ThTheLastDayOfTheFirstWeek()
