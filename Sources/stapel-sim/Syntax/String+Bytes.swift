extension String {
    /// The text between two UTF-8 offsets that fall on Unicode scalar boundaries (where a line
    /// starts and ends, or a token).
    func slice(bytes range: Range<Int>) -> Substring {
        let utf8 = self.utf8
        return Substring(utf8[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)])
    }
}

extension Substring {
    /// Calls `body` with the UTF-8 bytes of the text: in place when the text is contiguous (a
    /// line of a file read into one String always is), from a copy otherwise.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) {
            return result
        }
        var copy = String(self)
        return copy.withUTF8(body)
    }
}
