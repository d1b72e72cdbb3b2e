var rows = 2
var columns = 2
func indexIsValid(row: Int, column: Int) -> Bool {
   return row >= 0 && row < rows && column >= 0 && column < columns
}
