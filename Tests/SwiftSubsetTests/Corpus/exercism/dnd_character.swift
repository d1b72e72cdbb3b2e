import Foundation

func modifier(_ score: Int) -> Int {
    Int(floor(Double(score - 10) / 2))
}

func ability() -> Int {
    let dice = (1...4).map { _ in Int.random(in: 1...6) }
    return dice.sorted().dropFirst().reduce(0, +)
}

struct DndCharacter {
    let strength: Int
    let dexterity: Int
    let constitution: Int
    let intelligence: Int
    let wisdom: Int
    let charisma: Int
    let hitpoints: Int
    
    init() {
        self.strength = ability()
        self.dexterity = ability()
        self.constitution = ability()
        self.intelligence = ability()
        self.wisdom = ability()
        self.charisma = ability()
        self.hitpoints = 10 + modifier(self.constitution)
    }
}


struct DndCharacterTests {

  
  func testAbilityModifierForScore3Is4() {
    print(modifier(3) == -4)
  }

  
  func testAbilityModifierForScore4Is3() {
    print(modifier(4) == -3)
  }

  
  func testAbilityModifierForScore5Is3() {
    print(modifier(5) == -3)
  }

  
  func testAbilityModifierForScore6Is2() {
    print(modifier(6) == -2)
  }

  
  func testAbilityModifierForScore7Is2() {
    print(modifier(7) == -2)
  }

  
  func testAbilityModifierForScore8Is1() {
    print(modifier(8) == -1)
  }

  
  func testAbilityModifierForScore9Is1() {
    print(modifier(9) == -1)
  }

  
  func testAbilityModifierForScore10Is0() {
    print(modifier(10) == 0)
  }

  
  func testAbilityModifierForScore11Is0() {
    print(modifier(11) == 0)
  }

  
  func testAbilityModifierForScore12Is1() {
    print(modifier(12) == 1)
  }

  
  func testAbilityModifierForScore13Is1() {
    print(modifier(13) == 1)
  }

  
  func testAbilityModifierForScore14Is2() {
    print(modifier(14) == 2)
  }

  
  func testAbilityModifierForScore15Is2() {
    print(modifier(15) == 2)
  }

  
  func testAbilityModifierForScore16Is3() {
    print(modifier(16) == 3)
  }

  
  func testAbilityModifierForScore17Is3() {
    print(modifier(17) == 3)
  }

  
  func testAbilityModifierForScore18Is4() {
    print(modifier(18) == 4)
  }

  
  func testRandomAbilityIsWithinRange() {
    let abilityScore = ability()
    print(3...18 ~= abilityScore)
  }

  
  func testRandomCharacterIsValid() {
    let character = DndCharacter()

    let range = 3...18
    print(range ~= character.strength)
    print(range ~= character.dexterity)
    print(range ~= character.constitution)
    print(range ~= character.intelligence)
    print(range ~= character.wisdom)
    print(range ~= character.charisma)
    print(character.hitpoints == 10 + modifier(character.constitution))
  }

  
  func testEachAbilityIsOnlyCalculatedOnce() {
    let character = DndCharacter()
    print(character.strength == character.strength)
    print(character.dexterity == character.dexterity)
    print(character.constitution == character.constitution)
    print(character.intelligence == character.intelligence)
    print(character.wisdom == character.wisdom)
    print(character.charisma == character.charisma)
  }

}

let suite = DndCharacterTests()
suite.testAbilityModifierForScore3Is4()
suite.testAbilityModifierForScore4Is3()
suite.testAbilityModifierForScore5Is3()
suite.testAbilityModifierForScore6Is2()
suite.testAbilityModifierForScore7Is2()
suite.testAbilityModifierForScore8Is1()
suite.testAbilityModifierForScore9Is1()
suite.testAbilityModifierForScore10Is0()
suite.testAbilityModifierForScore11Is0()
suite.testAbilityModifierForScore12Is1()
suite.testAbilityModifierForScore13Is1()
suite.testAbilityModifierForScore14Is2()
suite.testAbilityModifierForScore15Is2()
suite.testAbilityModifierForScore16Is3()
suite.testAbilityModifierForScore17Is3()
suite.testAbilityModifierForScore18Is4()
suite.testRandomAbilityIsWithinRange()
suite.testRandomCharacterIsValid()
suite.testEachAbilityIsOnlyCalculatedOnce()
