import Foundation

class ScaleGenerator {
    let flatTones = ["Ab", "A", "Bb", "B", "C", "Db", "D", "Eb", "E" ,"F", "Gb", "G"]
    let sharpTones = ["A", "A#", "B", "C", "C#", "D", "D#", "E", "F" ,"F#", "G", "G#"]
    let sharpTonesTypes = ["G", "D", "A","a", "E", "B","F#", "f#","e", "b", "c♯", "g♯", "d♯", "C"]
    let translator = ["A": 3, "M": 2, "m": 1]
    var tones: [String] = []

    init (tonic: String) {
        if sharpTonesTypes.contains(tonic) {
            let tonic = tonic.capitalized
            let index = sharpTones.firstIndex(of: tonic)!
            self.tones = Array(sharpTones[index...] + sharpTones[...index])
        }else {
            let tonic = tonic.capitalized
            let index = flatTones.firstIndex(of: tonic)!
            self.tones = Array(flatTones[index...] + flatTones[...index])
        }
    }

    func chromatic() -> [String] {
        return Array(tones[0...(tones.count - 2)])
    }

    func interval(_ intervals : String) -> [String] {
        var steps : [Int] = [0]
        for char in intervals {
            steps.append(steps.last! + translator[String(char)]!)
        }
        var result : [String] = []
        for step in steps[0...(steps.count - 2)] {
            result.append(tones[step])
        }
        result.append(tones[0])
        return result
    }
}


struct ScaleGeneratorTests {

  
  func testChromaticScaleWithSharps() {
    let scaleGenerator = ScaleGenerator(tonic: "C")
    print(
      scaleGenerator.chromatic() == [
        "C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B",
      ])
  }

  
  func testChromaticScaleWithFlats() {
    let scaleGenerator = ScaleGenerator(tonic: "F")
    print(
      scaleGenerator.chromatic() == [
        "F", "Gb", "G", "Ab", "A", "Bb", "B", "C", "Db", "D", "Eb", "E",
      ])
  }

  
  func testSimpleMajorScale() {
    let scaleGenerator = ScaleGenerator(tonic: "C")
    print(scaleGenerator.interval("MMmMMMm") == ["C", "D", "E", "F", "G", "A", "B", "C"])
  }

  
  func testMajorScaleWithSharps() {
    let scaleGenerator = ScaleGenerator(tonic: "G")
    print(scaleGenerator.interval("MMmMMMm") == ["G", "A", "B", "C", "D", "E", "F#", "G"])
  }

  
  func testMajorScaleWithFlats() {
    let scaleGenerator = ScaleGenerator(tonic: "F")
    print(scaleGenerator.interval("MMmMMMm") == ["F", "G", "A", "Bb", "C", "D", "E", "F"])
  }

  
  func testMinorScaleWithSharps() {
    let scaleGenerator = ScaleGenerator(tonic: "f#")
    print(scaleGenerator.interval("MmMMmMM") == ["F#", "G#", "A", "B", "C#", "D", "E", "F#"])
  }

  
  func testMinorScaleWithFlats() {
    let scaleGenerator = ScaleGenerator(tonic: "bb")
    print(scaleGenerator.interval("MmMMmMM") == ["Bb", "C", "Db", "Eb", "F", "Gb", "Ab", "Bb"])
  }

  
  func testDorianMode() {
    let scaleGenerator = ScaleGenerator(tonic: "d")
    print(scaleGenerator.interval("MmMMMmM") == ["D", "E", "F", "G", "A", "B", "C", "D"])
  }

  
  func testMixolydianMode() {
    let scaleGenerator = ScaleGenerator(tonic: "Eb")
    print(scaleGenerator.interval("MMmMMmM") == ["Eb", "F", "G", "Ab", "Bb", "C", "Db", "Eb"])
  }

  
  func testLydianMode() {
    let scaleGenerator = ScaleGenerator(tonic: "a")
    print(scaleGenerator.interval("MMMmMMm") == ["A", "B", "C#", "D#", "E", "F#", "G#", "A"])
  }

  
  func testPhrygianMode() {
    let scaleGenerator = ScaleGenerator(tonic: "e")
    print(scaleGenerator.interval("mMMMmMM") == ["E", "F", "G", "A", "B", "C", "D", "E"])
  }

  
  func testLocrianMode() {
    let scaleGenerator = ScaleGenerator(tonic: "g")
    print(scaleGenerator.interval("mMMmMMM") == ["G", "Ab", "Bb", "C", "Db", "Eb", "F", "G"])
  }

  
  func testHarmonicMinor() {
    let scaleGenerator = ScaleGenerator(tonic: "d")
    print(scaleGenerator.interval("MmMMmAm") == ["D", "E", "F", "G", "A", "Bb", "Db", "D"])
  }

  
  func testOctatonic() {
    let scaleGenerator = ScaleGenerator(tonic: "C")
    print(
      scaleGenerator.interval("MmMmMmMm") == ["C", "D", "D#", "F", "F#", "G#", "A", "B", "C"])
  }

  
  func testHexatonic() {
    let scaleGenerator = ScaleGenerator(tonic: "Db")
    print(scaleGenerator.interval("MMMMMM") == ["Db", "Eb", "F", "G", "A", "B", "Db"])
  }

  
  func testPentatonic() {
    let scaleGenerator = ScaleGenerator(tonic: "A")
    print(scaleGenerator.interval("MMAMA") == ["A", "B", "C#", "E", "F#", "A"])
  }

  
  func testEnigmatic() {
    let scaleGenerator = ScaleGenerator(tonic: "G")
    print(scaleGenerator.interval("mAMMMmm") == ["G", "G#", "B", "C#", "D#", "F", "F#", "G"])
  }
}

let suite = ScaleGeneratorTests()
suite.testChromaticScaleWithSharps()
suite.testChromaticScaleWithFlats()
suite.testSimpleMajorScale()
suite.testMajorScaleWithSharps()
suite.testMajorScaleWithFlats()
suite.testMinorScaleWithSharps()
suite.testMinorScaleWithFlats()
suite.testDorianMode()
suite.testMixolydianMode()
suite.testLydianMode()
suite.testPhrygianMode()
suite.testLocrianMode()
suite.testHarmonicMinor()
suite.testOctatonic()
suite.testHexatonic()
suite.testPentatonic()
suite.testEnigmatic()
