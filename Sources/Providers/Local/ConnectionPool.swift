import EnrichSystem
import Synchronization

/// Read-only connections to one index, one per in-flight call. A call takes the first free
/// connection; when all are busy it waits for one (queries take well under a millisecond, so
/// a short wait beats opening more files). Each connection sits behind its own `Mutex`, which
/// is what makes the non-Sendable `SQLiteDatabase` safe to share.
final class ConnectionPool: Sendable {
  private let slots: [ConnectionSlot]
  private let next = Atomic<Int>(0)

  init(path: String, size: Int) throws(SQLiteError) {
    var slots: [ConnectionSlot] = []
    for _ in 0..<max(1, size) {
      // `immutable=1`: an index never changes once built (a rebuild writes a new file and
      // renames it), so SQLite may skip file locking on every statement. Not serialized:
      // the slot's Mutex already gives the connection to one call at a time.
      let database = try SQLiteDatabase(path: Self.immutableURI(path), mode: .readOnly, serialized: false)
      try database.exec(
        "PRAGMA query_only=1; PRAGMA cache_size=-8000;", purpose: "configure a read connection")
      try database.addRememberingBM25(named: Self.rank, rows: 4_096)
      slots.append(ConnectionSlot(database))
    }
    self.slots = slots
  }

  /// Full-text rank of the pooled connections: `bm25()`'s values, with the rows' token counts
  /// remembered (`SQLiteDatabase.addRememberingBM25`; 64 KiB a connection).
  static let rank = "enrich_bm25"

  static func immutableURI(_ path: String) -> String { SQLiteDatabase.fileURI(path) + "?immutable=1" }

  /// Runs `body` with a connection no other call is using.
  func withConnection<Result: Sendable>(_ body: @Sendable (SQLiteDatabase) throws -> Result) throws -> Result
  {
    for slot in slots {
      let outcome = slot.connection.withLockIfAvailable { database in Swift.Result { try body(database) } }
      if let outcome { return try outcome.get() }
    }
    let index = next.wrappingAdd(1, ordering: .relaxed).oldValue % slots.count
    return try slots[index].connection.withLock { database in Swift.Result { try body(database) } }.get()
  }
}

/// One pooled connection and the lock that gives it to one call at a time.
private final class ConnectionSlot: Sendable {
  let connection: Mutex<SQLiteDatabase>

  init(_ database: sending SQLiteDatabase) { connection = Mutex(database) }
}
