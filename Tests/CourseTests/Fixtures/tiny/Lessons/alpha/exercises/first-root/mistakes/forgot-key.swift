// outcome: forgot-key
import UIKit

