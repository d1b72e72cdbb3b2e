// outcome: empty-stack
import UIKit

