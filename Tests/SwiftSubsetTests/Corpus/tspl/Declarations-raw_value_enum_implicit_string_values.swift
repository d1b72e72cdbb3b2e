enum GamePlayMode: String {
   case cooperative, individual, competitive
}
