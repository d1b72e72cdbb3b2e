class SimulatedRobot {

    enum Direction {
        case north
        case east
        case south
        case west

        static let allValues: [Direction] = [.north, .east, .south, .west]
    }

    enum Instruction: String {
        case turnLeft  = "L"
        case turnRight = "R"
        case advance   = "A"
    }

    var bearing: Direction = .north
    var x: Int = 0
    var y: Int = 0

    init(x: Int, y: Int, bearing: Direction) {
        self.x = x
        self.y = y
        self.bearing = bearing
    }

    func move(commands: String) {
        for command in commands {
            switch command {
            case "L":
                turnLeft()
            case "R":
                turnRight()
            case "A":
                advance()
            default:
                break
            }
        }
    }

    func turnLeft() {
        switch bearing {
        case .north:
            bearing = .west
        case .east:
            bearing = .north
        case .south:
            bearing = .east
        case .west:
            bearing = .south
        }
    }

    func turnRight() {
        switch bearing {
        case .north:
            bearing = .east
        case .east:
            bearing = .south
        case .south:
            bearing = .west
        case .west:
            bearing = .north
        }
    }

    func advance() {
        switch bearing {
        case .north:
            y += 1
        case .east:
            x += 1
        case .south:
            y -= 1
        case .west:
            x -= 1
        }
    }

    var state: (x: Int, y: Int, bearing: Direction) {
        return (x, y, bearing)
    }
}


struct RobotSimulatorTests {

  
  func testAtOriginFacingNorth1() {
    let robot = SimulatedRobot(x: 0, y: 0, bearing: .north)
    robot.move(commands: "")
    let state = robot.state
    print(state.x == 0 && state.y == 0 && state.bearing == .north)
  }

  
  func testAtNegativePositionFacingSouth1() {
    let robot = SimulatedRobot(x: -1, y: -1, bearing: .south)
    robot.move(commands: "")
    let state = robot.state
    print(state.x == -1 && state.y == -1 && state.bearing == .south)
  }

  
  func testChangesNorthToEast2() {
    let robot = SimulatedRobot(x: 0, y: 0, bearing: .north)
    robot.move(commands: "R")
    let state = robot.state
    print(state.x == 0 && state.y == 0 && state.bearing == .east)
  }

  
  func testChangesEastToSouth2() {
    let robot = SimulatedRobot(x: 0, y: 0, bearing: .east)
    robot.move(commands: "R")
    let state = robot.state
    print(state.x == 0 && state.y == 0 && state.bearing == .south)
  }

  
  func testChangesSouthToWest2() {
    let robot = SimulatedRobot(x: 0, y: 0, bearing: .south)
    robot.move(commands: "R")
    let state = robot.state
    print(state.x == 0 && state.y == 0 && state.bearing == .west)
  }

  
  func testChangesWestToNorth2() {
    let robot = SimulatedRobot(x: 0, y: 0, bearing: .west)
    robot.move(commands: "R")
    let state = robot.state
    print(state.x == 0 && state.y == 0 && state.bearing == .north)
  }

  
  func testChangesNorthToWest3() {
    let robot = SimulatedRobot(x: 0, y: 0, bearing: .north)
    robot.move(commands: "L")
    let state = robot.state
    print(state.x == 0 && state.y == 0 && state.bearing == .west)
  }

  
  func testChangesWestToSouth3() {
    let robot = SimulatedRobot(x: 0, y: 0, bearing: .west)
    robot.move(commands: "L")
    let state = robot.state
    print(state.x == 0 && state.y == 0 && state.bearing == .south)
  }

  
  func testChangesSouthToEast3() {
    let robot = SimulatedRobot(x: 0, y: 0, bearing: .south)
    robot.move(commands: "L")
    let state = robot.state
    print(state.x == 0 && state.y == 0 && state.bearing == .east)
  }

  
  func testChangesEastToNorth3() {
    let robot = SimulatedRobot(x: 0, y: 0, bearing: .east)
    robot.move(commands: "L")
    let state = robot.state
    print(state.x == 0 && state.y == 0 && state.bearing == .north)
  }

  
  func testFacingNorthIncrementsY4() {
    let robot = SimulatedRobot(x: 0, y: 0, bearing: .north)
    robot.move(commands: "A")
    let state = robot.state
    print(state.x == 0 && state.y == 1 && state.bearing == .north)
  }

  
  func testFacingSouthDecrementsY4() {
    let robot = SimulatedRobot(x: 0, y: 0, bearing: .south)
    robot.move(commands: "A")
    let state = robot.state
    print(state.x == 0 && state.y == -1 && state.bearing == .south)
  }

  
  func testFacingEastIncrementsX4() {
    let robot = SimulatedRobot(x: 0, y: 0, bearing: .east)
    robot.move(commands: "A")
    let state = robot.state
    print(state.x == 1 && state.y == 0 && state.bearing == .east)
  }

  
  func testFacingWestDecrementsX4() {
    let robot = SimulatedRobot(x: 0, y: 0, bearing: .west)
    robot.move(commands: "A")
    let state = robot.state
    print(state.x == -1 && state.y == 0 && state.bearing == .west)
  }

  
  func testMovingEastAndNorthFromReadme5() {
    let robot = SimulatedRobot(x: 7, y: 3, bearing: .north)
    robot.move(commands: "RAALAL")
    let state = robot.state
    print(state.x == 9 && state.y == 4 && state.bearing == .west)
  }

  
  func testMovingWestAndNorth5() {
    let robot = SimulatedRobot(x: 0, y: 0, bearing: .north)
    robot.move(commands: "LAAARALA")
    let state = robot.state
    print(state.x == -4 && state.y == 1 && state.bearing == .west)
  }

  
  func testMovingWestAndSouth5() {
    let robot = SimulatedRobot(x: 2, y: -7, bearing: .east)
    robot.move(commands: "RRAAAAALA")
    let state = robot.state
    print(state.x == -3 && state.y == -8 && state.bearing == .south)
  }

  
  func testMovingEastAndNorth5() {
    let robot = SimulatedRobot(x: 8, y: 4, bearing: .south)
    robot.move(commands: "LAAARRRALLLL")
    let state = robot.state
    print(state.x == 11 && state.y == 5 && state.bearing == .north)
  }
}

let suite = RobotSimulatorTests()
suite.testAtOriginFacingNorth1()
suite.testAtNegativePositionFacingSouth1()
suite.testChangesNorthToEast2()
suite.testChangesEastToSouth2()
suite.testChangesSouthToWest2()
suite.testChangesWestToNorth2()
suite.testChangesNorthToWest3()
suite.testChangesWestToSouth3()
suite.testChangesSouthToEast3()
suite.testChangesEastToNorth3()
suite.testFacingNorthIncrementsY4()
suite.testFacingSouthDecrementsY4()
suite.testFacingEastIncrementsX4()
suite.testFacingWestDecrementsX4()
suite.testMovingEastAndNorthFromReadme5()
suite.testMovingWestAndNorth5()
suite.testMovingWestAndSouth5()
suite.testMovingEastAndNorth5()
