import Foundation

enum CircularBufferError: Error {
  case bufferFull
  case bufferEmpty
}

struct CircularBuffer {
  var buffer: [Int?]
  let capacity: Int
  var writePoint = 0
  var readPoint = 0

  private var isFull: Bool {
    return buffer.compactMap { $0 }.count >= capacity
  }

  private var isEmpty: Bool {
    return buffer.compactMap { $0 }.isEmpty
  }

  init(capacity: Int) {
    self.capacity = capacity
    buffer = [Int?](repeating: nil, count: capacity)
  }

  mutating func write(_ data: Int) throws {
    guard !isFull else {
      throw CircularBufferError.bufferFull
    }

    buffer[writePoint] = data
    updateWritePoint()
  }

  mutating func overwrite(_ data: Int) {
    buffer[writePoint] = data
    if isFull && writePoint == readPoint {
      updateReadPoint()
    }
    updateWritePoint()
  }

  mutating func read() throws -> Int {
    guard let data = buffer[readPoint] else {
      throw CircularBufferError.bufferEmpty
    }

    buffer[readPoint] = nil
    updateReadPoint()

    return data
  }

  mutating func clear() {
    buffer = [Int?](repeating: nil, count: capacity)
  }

  private mutating func updateWritePoint() {
    writePoint = (writePoint + 1) % capacity
  }

  private mutating func updateReadPoint() {
    readPoint = (readPoint + 1) % capacity
  }
}


func expectThrows(_ body: () throws -> Void) {
    do {
        try body()
        print("no error thrown")
    } catch {
        print("thrown: \(error)")
    }
}

struct CircularBufferTests {

  
  func testReadingEmptyBufferShouldFail() {
    var buffer = CircularBuffer(capacity: 1)

    expectThrows { try buffer.read() }
  }

  
  func testCanReadAnItemJustWritten() {
    var buffer = CircularBuffer(capacity: 1)

    try! buffer.write(1)
    print(try! buffer.read() == 1)
  }

  
  func testEachItemMayOnlyBeReadOnce() {
    var buffer = CircularBuffer(capacity: 1)

    try! buffer.write(1)
    print(try! buffer.read() == 1)
    expectThrows { try buffer.read() }
  }

  
  func testItemsAreReadInTheOrderTheyAreWritten() {
    var buffer = CircularBuffer(capacity: 2)

    try! buffer.write(1)
    try! buffer.write(2)
    print(try! buffer.read() == 1)
    print(try! buffer.read() == 2)
  }

  
  func testFullBufferCantBeWrittenTo() {
    var buffer = CircularBuffer(capacity: 1)

    try! buffer.write(1)
    expectThrows { try buffer.write(2) }
  }

  
  func testAReadFreesUpCapacityForAnotherWrite() {
    var buffer = CircularBuffer(capacity: 1)

    try! buffer.write(1)
    print(try! buffer.read() == 1)
    try! buffer.write(2)
    print(try! buffer.read() == 2)
  }

  
  func testReadPositionIsMaintainedEvenAcrossMultipleWrites() {
    var buffer = CircularBuffer(capacity: 3)

    try! buffer.write(1)
    try! buffer.write(2)
    print(try! buffer.read() == 1)
    try! buffer.write(3)
    print(try! buffer.read() == 2)
    print(try! buffer.read() == 3)
  }

  
  func testItemsClearedOutOfBufferCantBeRead() {
    var buffer = CircularBuffer(capacity: 1)

    try! buffer.write(1)
    buffer.clear()
    expectThrows { try buffer.read() }
  }

  
  func testClearFreesUpCapacityForAnotherWrite() {
    var buffer = CircularBuffer(capacity: 1)

    try! buffer.write(1)
    buffer.clear()
    try! buffer.write(2)
    print(try! buffer.read() == 2)
  }

  
  func testClearDoesNothingOnEmptyBuffer() {
    var buffer = CircularBuffer(capacity: 1)

    buffer.clear()
    try! buffer.write(1)
    print(try! buffer.read() == 1)
  }

  
  func testOverwriteActsLikeWriteOnNonFullBuffer() {
    var buffer = CircularBuffer(capacity: 2)

    try! buffer.write(1)
    buffer.overwrite(2)
    print(try! buffer.read() == 1)
    print(try! buffer.read() == 2)
  }

  
  func testOverwriteReplacesTheOldestItemOnFullBuffer() {
    var buffer = CircularBuffer(capacity: 2)

    try! buffer.write(1)
    try! buffer.write(2)
    buffer.overwrite(3)
    print(try! buffer.read() == 2)
    print(try! buffer.read() == 3)
  }

  
  func testOverwriteReplacesTheOldestItemRemainingInBufferFollowingARead() {
    var buffer = CircularBuffer(capacity: 3)

    try! buffer.write(1)
    try! buffer.write(2)
    try! buffer.write(3)
    print(try! buffer.read() == 1)
    try! buffer.write(4)
    buffer.overwrite(5)
    print(try! buffer.read() == 3)
    print(try! buffer.read() == 4)
    print(try! buffer.read() == 5)
  }

  
  func testInitialClearDoesNotAffectWrappingAround() {
    var buffer = CircularBuffer(capacity: 2)

    buffer.clear()
    try! buffer.write(1)
    try! buffer.write(2)
    buffer.overwrite(3)
    buffer.overwrite(4)
    print(try! buffer.read() == 3)
    print(try! buffer.read() == 4)
    expectThrows { try buffer.read() }
  }
}

let suite = CircularBufferTests()
suite.testReadingEmptyBufferShouldFail()
suite.testCanReadAnItemJustWritten()
suite.testEachItemMayOnlyBeReadOnce()
suite.testItemsAreReadInTheOrderTheyAreWritten()
suite.testFullBufferCantBeWrittenTo()
suite.testAReadFreesUpCapacityForAnotherWrite()
suite.testReadPositionIsMaintainedEvenAcrossMultipleWrites()
suite.testItemsClearedOutOfBufferCantBeRead()
suite.testClearFreesUpCapacityForAnotherWrite()
suite.testClearDoesNothingOnEmptyBuffer()
suite.testOverwriteActsLikeWriteOnNonFullBuffer()
suite.testOverwriteReplacesTheOldestItemOnFullBuffer()
suite.testOverwriteReplacesTheOldestItemRemainingInBufferFollowingARead()
suite.testInitialClearDoesNotAffectWrappingAround()
