func exists(_ file: String) -> Bool { return true }
struct File {
   func readline() throws -> String? { return nil }
}
func open(_ file: String) -> File { return File() }
func close(_ fileHandle: File) {}
func processFile(filename: String) throws {
   if exists(filename) {
      let file = open(filename)
      defer {
         close(file)
      }
      while let line = try file.readline() {
         // Work with the file.
         print(line)
      }
      // close(file) is called here, at the end of the scope.
   }
}
