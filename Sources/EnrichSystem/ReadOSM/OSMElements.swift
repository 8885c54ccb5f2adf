/// An OSM node as delivered by `OSMFileReader`: id, position and tags.
public struct OSMNode: Sendable, Equatable {
  public var id: Int64
  public var latitude: Double
  public var longitude: Double
  /// ISO 8601 timestamp of this version, when the file carries it.
  public var timestamp: String?
  public var tags: [String: String]

  public init(
    id: Int64, latitude: Double, longitude: Double, timestamp: String? = nil, tags: [String: String]
  ) {
    self.id = id
    self.latitude = latitude
    self.longitude = longitude
    self.timestamp = timestamp
    self.tags = tags
  }
}

/// An OSM way: the ordered node ids it references and its tags.
public struct OSMWay: Sendable, Equatable {
  public var id: Int64
  public var nodeRefs: [Int64]
  public var timestamp: String?
  public var tags: [String: String]

  public init(id: Int64, nodeRefs: [Int64], timestamp: String? = nil, tags: [String: String]) {
    self.id = id
    self.nodeRefs = nodeRefs
    self.timestamp = timestamp
    self.tags = tags
  }
}

/// One member of an OSM relation.
public struct OSMMember: Sendable, Equatable {
  public enum Kind: String, Sendable, Equatable {
    case node, way, relation
  }

  public var kind: Kind
  public var id: Int64
  public var role: String

  public init(kind: Kind, id: Int64, role: String) {
    self.kind = kind
    self.id = id
    self.role = role
  }
}

/// An OSM relation: its members and tags.
public struct OSMRelation: Sendable, Equatable {
  public var id: Int64
  public var members: [OSMMember]
  public var timestamp: String?
  public var tags: [String: String]

  public init(id: Int64, members: [OSMMember], timestamp: String? = nil, tags: [String: String]) {
    self.id = id
    self.members = members
    self.timestamp = timestamp
    self.tags = tags
  }
}
