class GradeSchool {
  var rosters = [Int: [String]]()

   func addStudent(_ name: String, grade: Int) -> Bool {
    if rosters.values.contains(where: { $0.contains(name) }) {
      return false
    }
    rosters[grade, default: []].append(name)
    return true
  }

  func studentsInGrade(_ grade: Int) -> [String] {
    return (rosters[grade] ?? [String]()).sorted()
  }

  func roster() -> [String] {
    return rosters.keys.sorted().flatMap { (rosters[$0] ?? [String]()).sorted() }
  }
}


struct GradeSchoolTests {

  
  func testRosterIsEmptyWhenNoStudentIsAdded() {
    let school = GradeSchool()

    print(school.roster() == [])
  }

  
  func testAddAStudent() {
    let school = GradeSchool()

    print(school.addStudent("Aimee", grade: 2))
  }

  
  func testStudentIsAddedToTheRoster() {
    let school = GradeSchool()
    school.addStudent("Aimee", grade: 2)

    print(school.roster() == ["Aimee"])
  }

  
  func testAddingMultipleStudentsInTheSameGradeInTheRoster() {
    let school = GradeSchool()

    print(school.addStudent("Blair", grade: 2))
    print(school.addStudent("James", grade: 2))
    print(school.addStudent("Paul", grade: 2))
  }

  
  func testMultipleStudentsInTheSameGradeAreAddedToTheRoster() {
    let school = GradeSchool()
    school.addStudent("Blair", grade: 2)
    school.addStudent("James", grade: 2)
    school.addStudent("Paul", grade: 2)

    print(school.roster() == ["Blair", "James", "Paul"])
  }

  
  func testCannotAddStudentToSameGradeInTheRosterMoreThanOnce() {
    let school = GradeSchool()

    print(school.addStudent("Blair", grade: 2))
    print(school.addStudent("James", grade: 2))
    print(!school.addStudent("James", grade: 2))
    print(school.addStudent("Paul", grade: 2))
  }

  
  func testStudentNotAddedToSameGradeInTheRosterMoreThanOnce() {
    let school = GradeSchool()
    school.addStudent("Blair", grade: 2)
    school.addStudent("James", grade: 2)
    school.addStudent("James", grade: 2)
    school.addStudent("Paul", grade: 2)

    print(school.roster() == ["Blair", "James", "Paul"])
  }

  
  func testAddingStudentsInMultipleGrades() {
    let school = GradeSchool()

    print(school.addStudent("Chelsea", grade: 3))
    print(school.addStudent("Logan", grade: 7))
  }

  
  func testStudentsInMultipleGradesAreAddedToTheRoster() {
    let school = GradeSchool()
    school.addStudent("Chelsea", grade: 3)
    school.addStudent("Logan", grade: 7)

    print(school.roster() == ["Chelsea", "Logan"])
  }

  
  func testCannotAddSameStudentToMultipleGradesInTheRoster() {
    let school = GradeSchool()

    print(school.addStudent("Blair", grade: 2))
    print(school.addStudent("James", grade: 2))
    print(!school.addStudent("James", grade: 3))
    print(school.addStudent("Paul", grade: 3))
  }

  
  func testStudentNotAddedToMultipleGradesInTheRoster() {
    let school = GradeSchool()
    school.addStudent("Blair", grade: 2)
    school.addStudent("James", grade: 2)
    school.addStudent("James", grade: 3)
    school.addStudent("Paul", grade: 3)

    print(school.roster() == ["Blair", "James", "Paul"])
  }

  
  func testStudentsAreSortedByGradesInTheRoster() {
    let school = GradeSchool()
    school.addStudent("Jim", grade: 3)
    school.addStudent("Peter", grade: 2)
    school.addStudent("Anna", grade: 1)

    print(school.roster() == ["Anna", "Peter", "Jim"])
  }

  
  func testStudentsAreSortedByNameInTheRoster() {
    let school = GradeSchool()
    school.addStudent("Peter", grade: 2)
    school.addStudent("Zoe", grade: 2)
    school.addStudent("Alex", grade: 2)

    print(school.roster() == ["Alex", "Peter", "Zoe"])
  }

  
  func testStudentsAreSortedByGradesAndThenByNameInTheRoster() {
    let school = GradeSchool()
    school.addStudent("Peter", grade: 2)
    school.addStudent("Anna", grade: 1)
    school.addStudent("Barb", grade: 1)
    school.addStudent("Zoe", grade: 2)
    school.addStudent("Alex", grade: 2)
    school.addStudent("Jim", grade: 3)
    school.addStudent("Charlie", grade: 1)

    print(school.roster() == ["Anna", "Barb", "Charlie", "Alex", "Peter", "Zoe", "Jim"])
  }

  
  func testGradeIsEmptyIfNoStudentsInTheRoster() {
    let school = GradeSchool()

    print(school.studentsInGrade(1) == [])
  }

  
  func testGradeIsEmptyIfNoStudentsInThatGrade() {
    let school = GradeSchool()
    school.addStudent("Peter", grade: 2)
    school.addStudent("Zoe", grade: 2)
    school.addStudent("Alex", grade: 2)
    school.addStudent("Jim", grade: 3)

    print(school.studentsInGrade(1) == [])
  }

  
  func testStudentNotAddedToSameGradeMoreThanOnce() {
    let school = GradeSchool()
    school.addStudent("Blair", grade: 2)
    school.addStudent("James", grade: 2)
    school.addStudent("James", grade: 2)
    school.addStudent("Paul", grade: 2)

    print(school.studentsInGrade(2) == ["Blair", "James", "Paul"])
  }

  
  func testStudentNotAddedToMultipleGrades() {
    let school = GradeSchool()
    school.addStudent("Blair", grade: 2)
    school.addStudent("James", grade: 2)
    school.addStudent("James", grade: 3)
    school.addStudent("Paul", grade: 3)

    print(school.studentsInGrade(2) == ["Blair", "James"])
  }

  
  func testStudentNotAddedToOtherGradeForMultipleGrades() {
    let school = GradeSchool()
    school.addStudent("Blair", grade: 2)
    school.addStudent("James", grade: 2)
    school.addStudent("James", grade: 3)
    school.addStudent("Paul", grade: 3)

    print(school.studentsInGrade(3) == ["Paul"])
  }

  
  func testStudentsAreSortedByNameInAGrade() {
    let school = GradeSchool()
    school.addStudent("Franklin", grade: 5)
    school.addStudent("Bradley", grade: 5)
    school.addStudent("Jeff", grade: 1)

    print(school.studentsInGrade(5) == ["Bradley", "Franklin"])
  }
}

let suite = GradeSchoolTests()
suite.testRosterIsEmptyWhenNoStudentIsAdded()
suite.testAddAStudent()
suite.testStudentIsAddedToTheRoster()
suite.testAddingMultipleStudentsInTheSameGradeInTheRoster()
suite.testMultipleStudentsInTheSameGradeAreAddedToTheRoster()
suite.testCannotAddStudentToSameGradeInTheRosterMoreThanOnce()
suite.testStudentNotAddedToSameGradeInTheRosterMoreThanOnce()
suite.testAddingStudentsInMultipleGrades()
suite.testStudentsInMultipleGradesAreAddedToTheRoster()
suite.testCannotAddSameStudentToMultipleGradesInTheRoster()
suite.testStudentNotAddedToMultipleGradesInTheRoster()
suite.testStudentsAreSortedByGradesInTheRoster()
suite.testStudentsAreSortedByNameInTheRoster()
suite.testStudentsAreSortedByGradesAndThenByNameInTheRoster()
suite.testGradeIsEmptyIfNoStudentsInTheRoster()
suite.testGradeIsEmptyIfNoStudentsInThatGrade()
suite.testStudentNotAddedToSameGradeMoreThanOnce()
suite.testStudentNotAddedToMultipleGrades()
suite.testStudentNotAddedToOtherGradeForMultipleGrades()
suite.testStudentsAreSortedByNameInAGrade()
