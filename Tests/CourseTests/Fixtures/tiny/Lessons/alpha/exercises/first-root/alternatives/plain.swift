// outcome: plain
import UIKit

