/// The one table that turns OSM tags into Google-style place types, most specific first, so
/// `--type restaurant` means the same for every provider. Keys are checked in `keyOrder`; the
/// first tag that maps wins and becomes `primaryType`.
package enum PlaceTypeMapping {
  /// OSM keys that make a named object a point of interest, in priority order.
  package static let keyOrder = [
    "amenity", "shop", "tourism", "leisure", "healthcare", "office", "craft", "historic", "club",
    "sport", "railway", "aeroway", "public_transport",
  ]

  /// `key=value` → types. A key alone (`shop=*`) is the fallback for unlisted values.
  package static let table: [String: [String]] = [
    // Food and drink
    "amenity=restaurant": ["restaurant", "food"],
    "amenity=fast_food": ["fast_food_restaurant", "restaurant", "food"],
    "amenity=cafe": ["cafe", "food"],
    "amenity=bar": ["bar"],
    "amenity=pub": ["pub", "bar"],
    "amenity=biergarten": ["bar"],
    "amenity=ice_cream": ["ice_cream_shop", "food"],
    "amenity=food_court": ["food_court", "food"],
    "amenity=nightclub": ["night_club"],
    // Money, health, public services
    "amenity=bank": ["bank", "finance"],
    "amenity=atm": ["atm", "finance"],
    "amenity=bureau_de_change": ["finance"],
    "amenity=pharmacy": ["pharmacy", "health"],
    "amenity=hospital": ["hospital", "health"],
    "amenity=clinic": ["doctor", "health"],
    "amenity=doctors": ["doctor", "health"],
    "amenity=dentist": ["dentist", "health"],
    "amenity=veterinary": ["veterinary_care"],
    "amenity=police": ["police"],
    "amenity=fire_station": ["fire_station"],
    "amenity=post_office": ["post_office"],
    "amenity=library": ["library"],
    "amenity=townhall": ["city_hall", "local_government_office"],
    "amenity=courthouse": ["courthouse"],
    "amenity=embassy": ["embassy"],
    "amenity=school": ["school"],
    "amenity=kindergarten": ["preschool", "school"],
    "amenity=university": ["university"],
    "amenity=college": ["university"],
    "amenity=place_of_worship": ["place_of_worship"],
    "amenity=cinema": ["movie_theater"],
    "amenity=theatre": ["performing_arts_theater"],
    "amenity=arts_centre": ["art_gallery"],
    "amenity=community_centre": ["community_center"],
    "amenity=fuel": ["gas_station"],
    "amenity=charging_station": ["electric_vehicle_charging_station"],
    "amenity=parking": ["parking"],
    "amenity=car_rental": ["car_rental"],
    "amenity=car_wash": ["car_wash"],
    "amenity=bicycle_rental": ["bicycle_store"],
    "amenity=marketplace": ["market"],
    "amenity=sauna": ["spa"],
    "amenity=casino": ["casino"],
    "amenity=toilets": ["public_bathroom"],
    "amenity=bus_station": ["bus_station", "transit_station"],
    "amenity=driving_school": ["driving_school"],
    "amenity=events_venue": ["event_venue"],
    "amenity=fountain": ["tourist_attraction"],
    "amenity=childcare": ["child_care_agency"],
    "amenity=language_school": ["school"],
    "amenity=music_school": ["school"],
    "amenity=dancing_school": ["school"],
    "amenity=gambling": ["casino"],
    // Any other named amenity is still a place (`point_of_interest`), except street furniture.
    "amenity": [],
    // Shops
    "shop=supermarket": ["supermarket", "grocery_store", "store"],
    "shop=convenience": ["convenience_store", "store"],
    "shop=bakery": ["bakery", "food", "store"],
    "shop=butcher": ["butcher_shop", "store"],
    "shop=clothes": ["clothing_store", "store"],
    "shop=shoes": ["shoe_store", "store"],
    "shop=books": ["book_store", "store"],
    "shop=florist": ["florist", "store"],
    "shop=hairdresser": ["hair_salon", "beauty_salon"],
    "shop=beauty": ["beauty_salon"],
    "shop=alcohol": ["liquor_store", "store"],
    "shop=department_store": ["department_store", "store"],
    "shop=mall": ["shopping_mall"],
    "shop=electronics": ["electronics_store", "store"],
    "shop=mobile_phone": ["cell_phone_store", "store"],
    "shop=furniture": ["furniture_store", "store"],
    "shop=hardware": ["hardware_store", "store"],
    "shop=doityourself": ["home_improvement_store", "store"],
    "shop=jewelry": ["jewelry_store", "store"],
    "shop=optician": ["optician", "store"],
    "shop=bicycle": ["bicycle_store", "store"],
    "shop=car": ["car_dealer"],
    "shop=car_repair": ["car_repair"],
    "shop=pet": ["pet_store", "store"],
    "shop=gift": ["gift_shop", "store"],
    "shop=sports": ["sporting_goods_store", "store"],
    "shop=kiosk": ["convenience_store", "store"],
    "shop=laundry": ["laundry"],
    "shop": ["store"],
    // Tourism and lodging
    "tourism=hotel": ["hotel", "lodging"],
    "tourism=hostel": ["hostel", "lodging"],
    "tourism=motel": ["motel", "lodging"],
    "tourism=guest_house": ["guest_house", "lodging"],
    "tourism=apartment": ["lodging"],
    "tourism=camp_site": ["campground", "lodging"],
    "tourism=museum": ["museum", "tourist_attraction"],
    "tourism=gallery": ["art_gallery", "tourist_attraction"],
    "tourism=attraction": ["tourist_attraction"],
    "tourism=viewpoint": ["tourist_attraction"],
    "tourism=zoo": ["zoo", "tourist_attraction"],
    "tourism=aquarium": ["aquarium", "tourist_attraction"],
    "tourism=theme_park": ["amusement_park", "tourist_attraction"],
    "tourism=information": ["tourist_information_center"],
    "tourism": ["tourist_attraction"],
    // Leisure and sport
    "leisure=park": ["park"],
    "leisure=garden": ["garden", "park"],
    "leisure=playground": ["playground", "park"],
    "leisure=fitness_centre": ["gym"],
    "leisure=sports_centre": ["sports_complex"],
    "leisure=stadium": ["stadium"],
    "leisure=swimming_pool": ["swimming_pool"],
    "leisure=marina": ["marina"],
    "leisure=sauna": ["spa"],
    "leisure=dog_park": ["dog_park", "park"],
    // Health, offices, transport
    "healthcare": ["health"],
    "office=company": ["corporate_office"],
    "office=government": ["government_office"],
    "office=lawyer": ["lawyer"],
    "office=accountant": ["accounting"],
    "office=estate_agent": ["real_estate_agency"],
    "office=insurance": ["insurance_agency"],
    "office": ["corporate_office"],
    "craft": ["service"],
    "historic": ["historical_landmark", "tourist_attraction"],
    "railway=station": ["train_station", "transit_station"],
    "railway=halt": ["train_station", "transit_station"],
    "aeroway=aerodrome": ["airport"],
  ]

  /// Named amenities that are street furniture, not places people look for.
  package static let ignoredAmenities: Set<String> = [
    "bench", "waste_basket", "waste_disposal", "bicycle_parking", "motorcycle_parking", "vending_machine",
    "parking_entrance", "parking_space", "shelter", "drinking_water", "telephone", "post_box", "recycling",
    "clock", "grit_bin", "loading_dock", "photo_booth", "taxi", "bbq", "hunting_stand",
  ]

  /// Types for an object's tags, most specific first, ending with `point_of_interest` and
  /// `establishment`; empty when no POI key maps.
  package static func types(for tags: [String: String]) -> [String] {
    for key in keyOrder {
      guard let value = tags[key], value != "no" else { continue }
      if key == "amenity", ignoredAmenities.contains(value) { continue }
      guard let mapped = table["\(key)=\(value)"] ?? table[key] else { continue }
      return mapped + ["point_of_interest", "establishment"]
    }
    return []
  }
}
