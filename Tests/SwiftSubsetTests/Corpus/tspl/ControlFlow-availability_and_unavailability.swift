if #available(iOS 10, *) {
} else {
   // Fallback code
}

if #unavailable(iOS 10) {
   // Fallback code
}
