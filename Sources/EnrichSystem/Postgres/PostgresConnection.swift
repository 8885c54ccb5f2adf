import CPostgres
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One PostgreSQL connection (libpq): parameterised statements whose values travel apart from
/// the SQL text, results as text. Closed in `deinit`. Used by one task at a time; share work
/// across tasks through a pool or an actor that owns it.
// Its pointers never leave it: every use is checked here, and deinit frees them.
@safe package final class PostgresConnection {
  private let handle: OpaquePointer

  /// Connects with a libpq connection string or URI (`postgresql://user@host:port/db`).
  package init(_ conninfo: String) throws(PostgresError) {
    guard let connection = unsafe PQconnectdb(conninfo) else {
      throw PostgresError(.connection, message: "out of memory", purpose: "connect")
    }
    guard unsafe PQstatus(connection) == CONNECTION_OK else {
      let message = unsafe Self.text(PQerrorMessage(connection))
      unsafe PQfinish(connection)
      throw PostgresError(.connection, message: message, purpose: "connect")
    }
    unsafe handle = connection
    // Notices (e.g. "relation already exists, skipping") are not errors; keep stderr clean.
    _ = try? execute("SET client_min_messages = warning", purpose: "quiet notices")
  }

  deinit { unsafe PQfinish(handle) }

  /// Runs one statement with `$1, $2, …` bound to `parameters` (nil is SQL NULL) and returns
  /// its rows as text.
  /// A connection the server dropped (restarted, or an administrator ended the session) is
  /// opened again once and the statement run again, so callers must send statements that may
  /// run twice (upserts, claims by owner): the first may have run before the reply was lost.
  @discardableResult
  package func query(_ sql: String, _ parameters: [String?] = [], purpose: String) throws(PostgresError)
    -> PostgresRows
  {
    do {
      return try run(sql, parameters, purpose: purpose)
    } catch {
      guard reconnect() else { throw error }
      return try run(sql, parameters, purpose: purpose)
    }
  }

  /// Opens the connection again when it was lost; true when it is usable again.
  private func reconnect() -> Bool {
    guard unsafe PQstatus(handle) == CONNECTION_BAD else { return false }
    unsafe PQreset(handle)
    guard unsafe PQstatus(handle) == CONNECTION_OK else { return false }
    _ = try? run("SET client_min_messages = warning", [], purpose: "quiet notices")
    return true
  }

  private func run(_ sql: String, _ parameters: [String?], purpose: String) throws(PostgresError)
    -> PostgresRows
  {
    // libpq reads the values during the call; C copies live until it returns.
    let copies: [UnsafeMutablePointer<CChar>?] = unsafe parameters.map { value in
      unsafe value.map { unsafe strdup($0) } ?? nil
    }
    defer { unsafe copies.forEach { unsafe free($0) } }
    let pointers: [UnsafePointer<CChar>?] = unsafe copies.map { unsafe $0.map { unsafe UnsafePointer($0) } }
    let result = unsafe pointers.withUnsafeBufferPointer { buffer in
      unsafe PQexecParams(handle, sql, Int32(parameters.count), nil, buffer.baseAddress, nil, nil, 0)
    }
    return try unsafe Self.rows(of: result, connection: handle, purpose: purpose)
  }

  /// Runs one or more statements without parameters (schema set-up).
  package func execute(_ sql: String, purpose: String) throws(PostgresError) {
    do {
      _ = try unsafe Self.rows(of: PQexec(handle, sql), connection: handle, purpose: purpose)
    } catch {
      guard reconnect() else { throw error }
      _ = try unsafe Self.rows(of: PQexec(handle, sql), connection: handle, purpose: purpose)
    }
  }

  private static func rows(of result: OpaquePointer?, connection: OpaquePointer, purpose: String)
    throws(PostgresError) -> PostgresRows
  {
    guard let result = unsafe result else {
      throw PostgresError(.statement, message: unsafe text(PQerrorMessage(connection)), purpose: purpose)
    }
    defer { unsafe PQclear(result) }
    let status = unsafe PQresultStatus(result)
    guard status == PGRES_TUPLES_OK || status == PGRES_COMMAND_OK else {
      let state = unsafe PQresultErrorField(result, Int32(UInt8(ascii: "C"))).map {
        unsafe String(cString: $0)
      }
      throw PostgresError(
        .statement, sqlState: state, message: unsafe text(PQresultErrorMessage(result)), purpose: purpose)
    }
    let rowCount = Int(unsafe PQntuples(result))
    let columnCount = Int(unsafe PQnfields(result))
    var rows: [[String?]] = []
    rows.reserveCapacity(rowCount)
    for row in 0..<rowCount {
      var values: [String?] = []
      for column in 0..<columnCount {
        if unsafe PQgetisnull(result, Int32(row), Int32(column)) == 1 {
          values.append(nil)
        } else {
          values.append(unsafe String(cString: PQgetvalue(result, Int32(row), Int32(column))))
        }
      }
      rows.append(values)
    }
    let affected = Int(unsafe String(cString: PQcmdTuples(result))) ?? 0
    return PostgresRows(rows: rows, affected: affected)
  }

  private static func text(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
    guard let pointer = unsafe pointer else { return "unknown error" }
    return unsafe String(cString: pointer).trimmingCharacters(in: [" ", "\n"])
  }
}

@available(*, unavailable, message: "a connection is used by one task at a time")
extension PostgresConnection: Sendable {}

/// A statement's result: rows of text values (nil for NULL) and the rows it changed.
package struct PostgresRows: Sendable, Equatable {
  package var rows: [[String?]]
  package var affected: Int

  /// The first column of the first row.
  package var scalar: String? { rows.first?.first ?? nil }
}
