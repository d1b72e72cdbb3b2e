import Dispatch
func someMutatingOperation(_ a: inout Int) {}
func multithreadedFunction(queue: DispatchQueue, x: inout Int) {
   // Make a local copy and manually copy it back.
   var localX = x
   defer { x = localX }

   // Operate on localX asynchronously, then wait before returning.
   queue.async { someMutatingOperation(&localX) }
   queue.sync {}
}
