/// An OSM node as delivered by `OSMFileReader`: id, position and tags.
package struct OSMNode: Sendable, Equatable {
  package var id: Int64
  package var latitude: Double
  package var longitude: Double
  /// ISO 8601 timestamp of this version, when the file carries it.
  package var timestamp: String?
  package var tags: [String: String]

  package init(
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
package struct OSMWay: Sendable, Equatable {
  package var id: Int64
  package var nodeRefs: [Int64]
  package var timestamp: String?
  package var tags: [String: String]

  package init(id: Int64, nodeRefs: [Int64], timestamp: String? = nil, tags: [String: String]) {
    self.id = id
    self.nodeRefs = nodeRefs
    self.timestamp = timestamp
    self.tags = tags
  }
}

/// One member of an OSM relation.
package struct OSMMember: Sendable, Equatable {
  package enum Kind: String, Sendable, Equatable {
    case node, way, relation
  }

  package var kind: Kind
  package var id: Int64
  package var role: String

  package init(kind: Kind, id: Int64, role: String) {
    self.kind = kind
    self.id = id
    self.role = role
  }
}

/// An OSM relation: its members and tags.
package struct OSMRelation: Sendable, Equatable {
  package var id: Int64
  package var members: [OSMMember]
  package var timestamp: String?
  package var tags: [String: String]

  package init(id: Int64, members: [OSMMember], timestamp: String? = nil, tags: [String: String]) {
    self.id = id
    self.members = members
    self.timestamp = timestamp
    self.tags = tags
  }
}
