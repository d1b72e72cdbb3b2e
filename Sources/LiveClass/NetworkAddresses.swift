import NIOCore

/// The addresses students can reach the host at.
public enum NetworkAddresses {
    /// This machine's IPv4 addresses other than loopback, e.g. `192.168.1.5`; empty when it
    /// has none (or they cannot be listed).
    public static func lan() -> [String] {
        let devices = (try? System.enumerateDevices()) ?? []
        var found: [String] = []
        for device in devices {
            guard let address = device.address, case .v4 = address, let ip = address.ipAddress,
                  !ip.hasPrefix("127."), !found.contains(ip) else { continue }
            found.append(ip)
        }
        return found
    }
}
