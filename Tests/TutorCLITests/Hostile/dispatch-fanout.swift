// expect: limit
import UIKit
func again() { DispatchQueue.main.async { again() }; DispatchQueue.main.async { again() } }
again()
