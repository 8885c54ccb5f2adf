/// A failure talking to PostgreSQL: what was being done, and the server's or libpq's words
/// (never the connection string, which may hold a password).
package struct PostgresError: Error, Sendable, Equatable, CustomStringConvertible {
  package enum Kind: Sendable, Equatable {
    /// The server cannot be reached or refused the login.
    case connection
    /// A statement failed (syntax, constraint, lost connection during the statement).
    case statement
  }

  package var kind: Kind
  /// The SQLSTATE code when the server sent one (`40001` serialization failure, …).
  package var sqlState: String?
  package var message: String
  package var purpose: String

  package init(_ kind: Kind, sqlState: String? = nil, message: String, purpose: String) {
    self.kind = kind
    self.sqlState = sqlState
    self.message = message
    self.purpose = purpose
  }

  package var description: String { "PostgreSQL error while trying to \(purpose): \(message)" }
}
