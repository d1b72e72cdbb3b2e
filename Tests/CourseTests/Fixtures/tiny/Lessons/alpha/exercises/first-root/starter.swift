// outcome: starter
import UIKit

