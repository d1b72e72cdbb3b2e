//
//  ViewController.swift
//  Project37
//
//  Created by TwoStraws on 25/08/2016.
//  Copyright © 2016 Paul Hudson. All rights reserved.
//

// Reduced (framework: AVFoundation, audio file): import AVFoundation
import UIKit
// Reduced (framework: WatchConnectivity): import WatchConnectivity

class ViewController: UIViewController { // Reduced (framework: WatchConnectivity): was `UIViewController, WCSessionDelegate`
    @IBOutlet var cardContainer: UIView!
    @IBOutlet var gradientView: GradientView!
    var allCards = [CardViewController]()

    // Reduced (framework: AVFoundation, audio file): var music: AVAudioPlayer!
    var lastMessage: CFAbsoluteTime = 0

    override func viewDidLoad() {
        super.viewDidLoad()

        createParticles()
        loadCards()

        view.backgroundColor = UIColor.red

        UIView.animate(withDuration: 20, delay: 0, options: [.allowUserInteraction, .autoreverse, .repeat], animations: {
            self.view.backgroundColor = UIColor.blue
        })

        playMusic()

        // Reduced (framework: WatchConnectivity): if (WCSession.isSupported()) {
            // Reduced (framework: WatchConnectivity): let session = WCSession.default
            // Reduced (framework: WatchConnectivity): session.delegate = self
            // Reduced (framework: WatchConnectivity): session.activate()
        // Reduced (framework: WatchConnectivity): }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)

        let instructions = "Please ensure your Apple Watch is configured correctly. On your iPhone, launch Apple's 'Watch' configuration app then choose General > Wake Screen. On that screen, please disable Wake Screen On Wrist Raise, then select Wake For 70 Seconds. On your Apple Watch, please swipe up on your watch face and enable Silent Mode. You're done!"
        let ac = UIAlertController(title: "Adjust your settings", message: instructions, preferredStyle: .alert)
        ac.addAction(UIAlertAction(title: "I'm Ready", style: .default))
        present(ac, animated: true)
    }

    @objc func loadCards() {
        for card in allCards {
            card.view.removeFromSuperview()
            card.removeFromParent()
        }

        allCards.removeAll(keepingCapacity: true)

        // create an array of card positions
        let positions = [
            CGPoint(x: 75, y: 85),
            CGPoint(x: 185, y: 85),
            CGPoint(x: 295, y: 85),
            CGPoint(x: 405, y: 85),
            CGPoint(x: 75, y: 235),
            CGPoint(x: 185, y: 235),
            CGPoint(x: 295, y: 235),
            CGPoint(x: 405, y: 235)
        ]

        // load and unwrap our Zener card images
        let circle = UIImage(named: "cardCircle")!
        let cross = UIImage(named: "cardCross")!
        let lines = UIImage(named: "cardLines")!
        let square = UIImage(named: "cardSquare")!
        let star = UIImage(named: "cardStar")!

        // create an array of the images, one for each card, then shuffle it
        var images = [circle, circle, cross, cross, lines, lines, square, star]
        images.shuffle()

        for (index, position) in positions.enumerated() {
            // loop over each card position and create a new card view controller
            let card = CardViewController()
            card.delegate = self

            // use view controller containment and also add the card's view to our cardContainer view
            addChild(card)
            cardContainer.addSubview(card.view)
            card.didMove(toParent: self)

            // position the card appropriately, then give it an image from our array
            card.view.center = position
            card.front.image = images[index]

            // if we just gave the new card the star image, mark this as the correct answer
            if card.front.image == star {
                card.isCorrect = true
            }

            // add the new card view controller to our array for easier tracking
            allCards.append(card)
        }

        view.isUserInteractionEnabled = true
    }

    func cardTapped(_ tapped: CardViewController) {
        guard view.isUserInteractionEnabled == true else { return }
        view.isUserInteractionEnabled = false

        for card in allCards {
            if card == tapped {
                card.wasTapped()
                card.perform(#selector(card.wasntTapped), with: nil, afterDelay: 1)
            } else {
                card.wasntTapped()
            }
        }

        perform(#selector(loadCards), with: nil, afterDelay: 2)
    }

    func createParticles() {
        // Reduced (drawing: particles): let particleEmitter = CAEmitterLayer()

        // Reduced (drawing: particles): particleEmitter.emitterPosition = CGPoint(x: view.frame.width / 2.0, y: -50)
        // Reduced (drawing: particles): particleEmitter.emitterShape = .line
        // Reduced (drawing: particles): particleEmitter.emitterSize = CGSize(width: view.frame.width, height: 1)
        // Reduced (drawing: particles): particleEmitter.renderMode = .additive

        // Reduced (drawing: particles): let cell = CAEmitterCell()
        // Reduced (drawing: particles): cell.birthRate = 2
        // Reduced (drawing: particles): cell.lifetime = 5.0
        // Reduced (drawing: particles): cell.velocity = 100
        // Reduced (drawing: particles): cell.velocityRange = 50
        // Reduced (drawing: particles): cell.emissionLongitude = .pi
        // Reduced (drawing: particles): cell.spinRange = 5
        // Reduced (drawing: particles): cell.scale = 0.5
        // Reduced (drawing: particles): cell.scaleRange = 0.25
        // Reduced (drawing: particles): cell.color = UIColor(white: 1, alpha: 0.1).cgColor
        // Reduced (drawing: particles): cell.alphaSpeed = -0.025
        // Reduced (drawing: particles): cell.contents = UIImage(named: "particle")?.cgImage
        // Reduced (drawing: particles): particleEmitter.emitterCells = [cell]

        // Reduced (drawing: particles): gradientView.layer.addSublayer(particleEmitter)
    }

    func playMusic() {
        // Reduced (framework: AVFoundation, audio file): if let musicURL = Bundle.main.url(forResource: "PhantomFromSpace", withExtension: "mp3") {
            // Reduced (framework: AVFoundation, audio file): if let audioPlayer = try? AVAudioPlayer(contentsOf: musicURL) {
                // Reduced (framework: AVFoundation, audio file): music = audioPlayer
                // Reduced (framework: AVFoundation, audio file): music.numberOfLoops = -1
                // Reduced (framework: AVFoundation, audio file): music.play()
            // Reduced (framework: AVFoundation, audio file): }
        // Reduced (framework: AVFoundation, audio file): }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)

        guard let touch = touches.first else { return }
        let location = touch.location(in: cardContainer)

        for card in allCards {
            if card.view.frame.contains(location) {
                if view.traitCollection.forceTouchCapability == .available {
                    if touch.force == touch.maximumPossibleForce {
                        card.front.image = UIImage(named: "cardStar")
                        card.isCorrect = true
                    }
                }

                if card.isCorrect {
                    sendWatchMessage()
                }
            }
        }
    }

    func sendWatchMessage() {
        let currentTime = CFAbsoluteTimeGetCurrent()

        // if less than half a second has passed, bail out
        if lastMessage + 0.5 > currentTime {
            return
        }

        // send a message to the watch if it's reachable
        // Reduced (framework: WatchConnectivity): if (WCSession.default.isReachable) {
            // Reduced (framework: WatchConnectivity): // this is a meaningless message, but it's enough for our purposes
            // Reduced (framework: WatchConnectivity): let message = ["Message": "Hello"]
            // Reduced (framework: WatchConnectivity): WCSession.default.sendMessage(message, replyHandler: nil)
        // Reduced (framework: WatchConnectivity): }

        // update our rate limiting property
        lastMessage = CFAbsoluteTimeGetCurrent()
    }

    // Reduced (framework: WatchConnectivity): func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?) {

    // Reduced (framework: WatchConnectivity): }
    
    // Reduced (framework: WatchConnectivity): func sessionDidBecomeInactive(_ session: WCSession) {

    // Reduced (framework: WatchConnectivity): }

    // Reduced (framework: WatchConnectivity): func sessionDidDeactivate(_ session: WCSession) {

    // Reduced (framework: WatchConnectivity): }
}

