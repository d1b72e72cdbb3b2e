//
//  GradientView.swift
//  Project37
//
//  Created by TwoStraws on 25/08/2016.
//  Copyright © 2016 Paul Hudson. All rights reserved.
//

import UIKit

@IBDesignable class GradientView: UIView {
    @IBInspectable var topColor: UIColor = UIColor.white
    @IBInspectable var bottomColor: UIColor = UIColor.black
    
    // Reduced (drawing: gradient layer): override class var layerClass: AnyClass {
        // Reduced (drawing: gradient layer): return CAGradientLayer.self
    // Reduced (drawing: gradient layer): }

    // Reduced (drawing: gradient layer): override func layoutSubviews() {
        // Reduced (drawing: gradient layer): (layer as! CAGradientLayer).colors = [topColor.cgColor, bottomColor.cgColor]
    // Reduced (drawing: gradient layer): }
}
