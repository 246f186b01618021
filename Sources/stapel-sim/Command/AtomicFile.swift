import Foundation

/// Writes a file so that it is either wholly the old one or wholly the new one: the text goes to
/// a new temporary file in the same folder, is flushed to the disk, and is renamed over the
/// path. A full disk or a `kill -9` midway leaves the old file as it was, and a symbolic link at
/// the path is replaced, never followed: its target is never written.
enum AtomicFile {
    struct Failure: Error {
        let message: String
    }

    static func save(_ text: String, to path: String) throws(Failure) {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/.\((path as NSString).lastPathComponent).\(UUID().uuidString).tmp"
        // O_EXCL: a new file of our own, never an existing one or a link planted at the name.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw Failure(message: reason(errno)) }
        // A file replaced keeps its permissions (a scenario recorded into stays as it was).
        var existing = stat()
        if lstat(path, &existing) == 0, existing.st_mode & S_IFMT == S_IFREG { _ = fchmod(descriptor, existing.st_mode & 0o7777) }
        var failure: Int32?
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count, failure == nil {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno != EINTR { failure = errno }
            } else {
                written += count
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw Failure(message: reason(failure))
        }
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
