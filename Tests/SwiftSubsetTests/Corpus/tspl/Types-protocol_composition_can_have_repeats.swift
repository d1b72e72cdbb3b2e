protocol P {}
protocol Q {}
protocol R {}
typealias PQ = P & Q
typealias PQR = PQ & Q & R
