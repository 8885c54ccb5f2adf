/// What a subpremise designates inside (or instead of) a building address.
///
/// `conscriptionNumber` is not a unit: it labels Czech/Slovak `3191/17` house numbers
/// (conscription / orientation), which text search only matches partially, so they are
/// routed to the geocoder like subpremises while the building address keeps them.
package enum SubpremiseKind: String, Sendable, Equatable, CaseIterable {
  case apartment
  case unit
  case suite
  case floor
  case room
  case building
  case flat
  case staircase
  case door
  case lot
  case mailbox
  case conscriptionNumber = "conscription_number"
}
