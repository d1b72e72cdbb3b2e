struct Data {}
func fetchDataFromDisk() throws -> Data { return Data() }
func fetchDataFromServer() throws -> Data { return Data() }
func fetchData() -> Data? {
    if let data = try? fetchDataFromDisk() { return data }
    if let data = try? fetchDataFromServer() { return data }
    return nil
}
