class StepCounter {
   var totalSteps: Int = 0 {
      willSet(newTotalSteps) {
         print("About to set totalSteps to \(newTotalSteps)")
      }
      didSet {
         if totalSteps > oldValue  {
            print("Added \(totalSteps - oldValue) steps")
         }
      }
   }
}
let stepCounter = StepCounter()
stepCounter.totalSteps = 200
stepCounter.totalSteps = 360
stepCounter.totalSteps = 896
