// outcome: solution
import UIKit

