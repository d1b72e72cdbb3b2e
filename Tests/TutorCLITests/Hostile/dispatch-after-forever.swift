// expect: limit
import UIKit
func again() { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { again() } }
again()
