struct Dominoes {
  private var dominos: [(Int, Int)]

  init(_ dominos: [(Int, Int)]) {
    self.dominos = dominos
  }

  var chained: Bool {
    guard !dominos.isEmpty else {
      return true
    }
    // A set to keep track of used dominos during backtracking
    var usedDominos = Set<Int>()

    // Start the chain with any domino as the first one
    for (index, domino) in dominos.enumerated() {
      usedDominos.insert(index)
      if backtrackChain(from: domino, usedDominos: &usedDominos) {
        return true
      }
      usedDominos.remove(index)
    }

    return false
  }

  private func backtrackChain(from domino: (Int, Int), usedDominos: inout Set<Int>) -> Bool {
    let lastValue = domino.1

    // Check if we have reached the end of the chain
    if usedDominos.count == dominos.count {
      // Check if the lastValue matches the firstValue of the initial domino
      return lastValue == dominos.first!.0
    }

    for (index, nextDomino) in dominos.enumerated() {
      if !usedDominos.contains(index) {
        // Check if the lastValue matches the firstValue of the next domino
        if lastValue == nextDomino.0 {
          usedDominos.insert(index)
          if backtrackChain(from: nextDomino, usedDominos: &usedDominos) {
            return true
          }
          usedDominos.remove(index)
        }
        // Check if the lastValue matches the secondValue of the next domino
        if lastValue == nextDomino.1 {
          usedDominos.insert(index)
          if backtrackChain(from: (nextDomino.1, nextDomino.0), usedDominos: &usedDominos) {
            return true
          }
          usedDominos.remove(index)
        }
      }
    }

    return false
  }
}


struct DominoesTests {

  
  func testEmptyInputEmptyOutput() {
    let input = [(Int, Int)]()
    print(Dominoes(input).chained)
  }

  
  func testSingletonInputSingletonOutput() {
    let input = [(1, 1)]
    print(Dominoes(input).chained)
  }

  
  func testSingletonThatCantBeChained() {
    let input = [(1, 2)]
    print(!Dominoes(input).chained)
  }

  
  func testThreeElements() {
    let input = [(1, 2), (3, 1), (2, 3)]
    print(Dominoes(input).chained)
  }

  
  func testCanReverseDominoes() {
    let input = [(1, 2), (1, 3), (2, 3)]
    print(Dominoes(input).chained)
  }

  
  func testCantBeChained() {
    let input = [(1, 2), (4, 1), (2, 3)]
    print(!Dominoes(input).chained)
  }

  
  func testDisconnectedSimple() {
    let input = [(1, 1), (2, 2)]
    print(!Dominoes(input).chained)
  }

  
  func testDisconnectedDoubleLoop() {
    let input = [(1, 2), (2, 1), (3, 4), (4, 3)]
    print(!Dominoes(input).chained)
  }

  
  func testDisconnectedSingleIsolated() {
    let input = [(1, 2), (2, 3), (3, 1), (4, 4)]
    print(!Dominoes(input).chained)
  }

  
  func testNeedBacktrack() {
    let input = [(1, 2), (2, 3), (3, 1), (2, 4), (2, 4)]
    print(Dominoes(input).chained)
  }

  
  func testSeparateLoops() {
    let input = [(1, 2), (2, 3), (3, 1), (1, 1), (2, 2), (3, 3)]
    print(Dominoes(input).chained)
  }

  
  func testNineElements() {
    let input = [(1, 2), (5, 3), (3, 1), (1, 2), (2, 4), (1, 6), (2, 3), (3, 4), (5, 6)]
    print(Dominoes(input).chained)
  }

  
  func testSeparateThreeDominoLoops() {
    let input = [(1, 2), (2, 3), (3, 1), (4, 5), (5, 6), (6, 4)]
    print(!Dominoes(input).chained)
  }
}

let suite = DominoesTests()
suite.testEmptyInputEmptyOutput()
suite.testSingletonInputSingletonOutput()
suite.testSingletonThatCantBeChained()
suite.testThreeElements()
suite.testCanReverseDominoes()
suite.testCantBeChained()
suite.testDisconnectedSimple()
suite.testDisconnectedDoubleLoop()
suite.testDisconnectedSingleIsolated()
suite.testNeedBacktrack()
suite.testSeparateLoops()
suite.testNineElements()
suite.testSeparateThreeDominoLoops()
