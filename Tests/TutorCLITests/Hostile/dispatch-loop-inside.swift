// expect: limit
import UIKit
DispatchQueue.main.async { while true {} }
