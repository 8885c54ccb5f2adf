#!/usr/bin/env python3
"""Builds places-helsinki.json, the place fixture of google_double.py, from samples/helsinki.osm.pbf.

Data © OpenStreetMap contributors, ODbL 1.0 (https://www.openstreetmap.org/copyright).
Everything Google-specific (place IDs, ratings, price levels, invented hours) is made up here,
deterministically from the OSM id, so the fixture is reproducible and never recorded from Google.

    pip install osmium
    python3 Tests/Doubles/make_fixture.py samples/helsinki.osm.pbf Tests/Doubles/places-helsinki.json
"""
import base64
import hashlib
import json
import re
import sys

import osmium

# OSM key=value -> (primaryType, extra types). Google Table A type names.
TYPE_TABLE = {
    ("amenity", "restaurant"): ("restaurant", ["food"]),
    ("amenity", "cafe"): ("cafe", ["food"]),
    ("amenity", "bar"): ("bar", []),
    ("amenity", "pub"): ("pub", ["bar"]),
    ("amenity", "fast_food"): ("fast_food_restaurant", ["restaurant", "food"]),
    ("amenity", "ice_cream"): ("ice_cream_shop", ["food", "store"]),
    ("amenity", "bank"): ("bank", ["finance"]),
    ("amenity", "atm"): ("atm", ["finance"]),
    ("amenity", "pharmacy"): ("pharmacy", ["health", "store"]),
    ("amenity", "dentist"): ("dentist", ["health"]),
    ("amenity", "doctors"): ("doctor", ["health"]),
    ("amenity", "clinic"): ("medical_clinic", ["health"]),
    ("amenity", "theatre"): ("performing_arts_theater", []),
    ("amenity", "cinema"): ("movie_theater", []),
    ("amenity", "library"): ("library", []),
    ("amenity", "nightclub"): ("night_club", []),
    ("amenity", "place_of_worship"): ("church", ["place_of_worship"]),
    ("amenity", "post_office"): ("post_office", []),
    ("amenity", "parking"): ("parking", []),
    ("amenity", "school"): ("school", []),
    ("amenity", "university"): ("university", []),
    ("amenity", "embassy"): ("embassy", []),
    ("amenity", "townhall"): ("city_hall", []),
    ("amenity", "fuel"): ("gas_station", []),
    ("shop", "supermarket"): ("supermarket", ["grocery_store", "food", "store"]),
    ("shop", "convenience"): ("convenience_store", ["food", "store"]),
    ("shop", "bakery"): ("bakery", ["food", "store"]),
    ("shop", "clothes"): ("clothing_store", ["store"]),
    ("shop", "shoes"): ("shoe_store", ["store"]),
    ("shop", "books"): ("book_store", ["store"]),
    ("shop", "jewelry"): ("jewelry_store", ["store"]),
    ("shop", "hairdresser"): ("hair_salon", ["beauty_salon"]),
    ("shop", "optician"): ("optician", ["store"]),
    ("shop", "furniture"): ("furniture_store", ["home_goods_store", "store"]),
    ("shop", "electronics"): ("electronics_store", ["store"]),
    ("shop", "department_store"): ("department_store", ["store"]),
    ("shop", "gift"): ("gift_shop", ["store"]),
    ("shop", "florist"): ("florist", ["store"]),
    ("shop", "alcohol"): ("liquor_store", ["store"]),
    ("shop", "mobile_phone"): ("cell_phone_store", ["store"]),
    ("tourism", "hotel"): ("hotel", ["lodging"]),
    ("tourism", "hostel"): ("hostel", ["lodging"]),
    ("tourism", "museum"): ("museum", ["tourist_attraction"]),
    ("tourism", "gallery"): ("art_gallery", ["tourist_attraction"]),
    ("tourism", "attraction"): ("tourist_attraction", []),
    ("tourism", "artwork"): ("tourist_attraction", []),
    ("leisure", "park"): ("park", []),
    ("leisure", "fitness_centre"): ("gym", []),
}
POI_KEYS = ("amenity", "shop", "tourism", "leisure", "office", "craft", "historic")
PRICED = {"restaurant", "cafe", "bar", "pub", "fast_food_restaurant", "bakery", "ice_cream_shop", "night_club"}
PRICE_LEVELS = ["PRICE_LEVEL_INEXPENSIVE", "PRICE_LEVEL_MODERATE", "PRICE_LEVEL_EXPENSIVE",
                "PRICE_LEVEL_VERY_EXPENSIVE"]
DAYS = {"Su": 0, "Mo": 1, "Tu": 2, "We": 3, "Th": 4, "Fr": 5, "Sa": 6}
OLC_ALPHABET = "23456789CFGHJMPQRVWX"


def digest(osm_id):
    return hashlib.sha1(f"enrich-double:{osm_id}".encode()).digest()


def place_id(osm_id):
    """A Google-looking place ID (ChIJ + 23 URL-safe base64 chars), invented from the OSM id."""
    return "ChIJ" + base64.urlsafe_b64encode(digest(osm_id)).decode()[:23]


def plus_code(lat, lng):
    """Open Location Code, 10 digits (the public algorithm, written from its specification)."""
    lat = min(max(lat, -90), 90 - 1e-10) + 90
    lng = ((lng + 180) % 360)
    code = ""
    resolution = 20.0
    for _ in range(5):
        lat_digit = int(lat // resolution)
        lng_digit = int(lng // resolution)
        lat -= lat_digit * resolution
        lng -= lng_digit * resolution
        code += OLC_ALPHABET[lat_digit] + OLC_ALPHABET[lng_digit]
        resolution /= 20
    return code[:8] + "+" + code[8:]


def parse_simple_hours(expr):
    """Periods for simple OSM forms (`24/7`, `Mo-Fr 09:00-17:00; Sa 10:00-15:00`), else None."""
    expr = expr.strip()
    if expr == "24/7":
        return [{"open": {"day": 0, "hour": 0, "minute": 0}}]
    periods = []
    for rule in [r.strip() for r in expr.split(";") if r.strip()]:
        m = re.fullmatch(r"((?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?"
                         r"(?:,(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?)*)"
                         r" (\d\d):(\d\d)-(\d\d):(\d\d)", rule)
        if not m:
            return None
        days = []
        for part in m.group(1).split(","):
            if "-" in part:
                a, b = (DAYS[x] for x in part.split("-"))
                d = a
                while True:
                    days.append(d)
                    if d == b:
                        break
                    d = (d + 1) % 7
            else:
                days.append(DAYS[part])
        oh, om, ch, cm = (int(m.group(i)) for i in range(2, 6))
        for d in days:
            close_day = d if (ch, cm) > (oh, om) else (d + 1) % 7
            if ch == 24:
                ch, cm, close_day = 0, 0, (d + 1) % 7
            periods.append({"open": {"day": d, "hour": oh, "minute": om},
                            "close": {"day": close_day, "hour": ch, "minute": cm}})
    periods.sort(key=lambda p: (p["open"]["day"], p["open"]["hour"], p["open"]["minute"]))
    return periods or None


def invented_hours(primary, h):
    if primary in ("park", "atm", "parking", "tourist_attraction"):
        return [{"open": {"day": 0, "hour": 0, "minute": 0}}]
    if primary in ("restaurant", "bar", "pub", "night_club"):
        opening, closing = 11 + h[3] % 4, 22 + h[4] % 3
    else:
        opening, closing = 8 + h[3] % 3, 17 + h[4] % 4
    periods = []
    for d in range(1, 7 if h[5] % 2 else 8):
        day = d % 7
        close_day = day if closing < 24 else (day + 1) % 7
        periods.append({"open": {"day": day, "hour": opening, "minute": 0},
                        "close": {"day": close_day, "hour": closing % 24, "minute": 0}})
    periods.sort(key=lambda p: p["open"]["day"])
    return periods


class Collector(osmium.SimpleHandler):
    def __init__(self):
        super().__init__()
        self.places = []

    def add(self, kind, osm_id, tags, lat, lng):
        name = tags.get("name")
        key = next((k for k in POI_KEYS if k in tags), None)
        if not name or key is None:
            return
        value = tags[key]
        primary, extra = TYPE_TABLE.get((key, value), (None, []))
        if primary is None:
            primary = {"shop": "store", "office": "corporate_office", "tourism": "tourist_attraction",
                       "historic": "historical_landmark"}.get(key)
        osm = f"{kind}/{osm_id}"
        h = digest(osm)
        types = ([primary] if primary else []) + [t for t in extra if t != primary]
        types += ["point_of_interest", "establishment"]
        street, number = tags.get("addr:street"), tags.get("addr:housenumber")
        postcode = tags.get("addr:postcode")
        city = tags.get("addr:city", "Helsinki")
        unit = tags.get("addr:unit") or tags.get("addr:door")
        components, lines = [], []
        if unit:
            components.append({"longText": unit, "shortText": unit, "types": ["subpremise"], "languageCode": "fi"})
        if number:
            components.append({"longText": number, "shortText": number, "types": ["street_number"]})
        if street:
            components.append({"longText": street, "shortText": street, "types": ["route"], "languageCode": "fi"})
            lines.append(f"{street} {number or ''}".strip() + (f" {unit}" if unit else ""))
        components.append({"longText": city, "shortText": city, "types": ["locality", "political"],
                           "languageCode": "fi"})
        components.append({"longText": "Finland", "shortText": "FI", "types": ["country", "political"],
                           "languageCode": "en"})
        if postcode:
            components.append({"longText": postcode, "shortText": postcode, "types": ["postal_code"]})
        parts = ([lines[0]] if lines else []) + [f"{postcode or ''} {city}".strip(), "Finland"]
        place = {
            "osm": osm,
            "id": place_id(osm),
            "displayName": {"text": name, "languageCode": "fi"},
            "types": types,
            "formattedAddress": ", ".join(parts),
            "shortFormattedAddress": ", ".join(([lines[0]] if lines else []) + [city]),
            "addressComponents": components,
            "postalAddress": {"regionCode": "FI", "languageCode": "fi", "locality": city,
                              **({"postalCode": postcode} if postcode else {}),
                              **({"addressLines": lines} if lines else {})},
            "location": {"latitude": round(lat, 7), "longitude": round(lng, 7)},
            "viewport": {"low": {"latitude": round(lat - 0.00135, 7), "longitude": round(lng - 0.0027, 7)},
                         "high": {"latitude": round(lat + 0.00135, 7), "longitude": round(lng + 0.0027, 7)}},
            "plusCode": {"globalCode": plus_code(lat, lng),
                         "compoundCode": plus_code(lat, lng)[4:] + " Helsinki, Finland"},
            "rating": round(3.0 + (h[0] % 20) / 10, 1),
            "userRatingCount": 5 + (h[1] << 8 | h[2]) % 2500,
            "googleMapsUri": f"https://maps.google.com/?cid={int.from_bytes(h[6:14], 'big')}",
            "utcOffsetMinutes": 120,
            "timeZone": {"id": "Europe/Helsinki"},
            "businessStatus": "CLOSED_TEMPORARILY" if h[7] % 50 == 0 else "OPERATIONAL",
        }
        if name in ("Kappeli", "Cafe Ekberg") or h[8] % 25 == 0:
            # Invented third-party data credit, so outputs can be checked to carry it.
            place["attributions"] = [{"provider": "Example Listings Oy", "providerUri": "https://listings.example/"}]
        if primary:
            place["primaryType"] = primary
            place["primaryTypeDisplayName"] = {"text": primary.replace("_", " ").capitalize(), "languageCode": "en"}
        if primary in PRICED:
            place["priceLevel"] = PRICE_LEVELS[h[8] % 3]
        phone = tags.get("phone") or tags.get("contact:phone")
        if phone:
            digits = re.sub(r"[^\d+]", "", phone)
            place["internationalPhoneNumber"] = phone
            place["nationalPhoneNumber"] = "0" + digits[4:] if digits.startswith("+358") else phone
        website = tags.get("website") or tags.get("contact:website")
        if website:
            place["websiteUri"] = website
        osm_hours = tags.get("opening_hours")
        periods = parse_simple_hours(osm_hours) if osm_hours else None
        place["hoursSource"] = "osm" if periods else "invented"
        place["regularPeriods"] = periods or invented_hours(primary, h)
        if key == "amenity" and value in ("restaurant", "cafe", "fast_food"):
            place["takeout"] = h[9] % 2 == 0
            place["dineIn"] = True
            place["delivery"] = h[10] % 3 == 0
        self.places.append(place)

    def node(self, n):
        if n.tags and n.location.valid():
            self.add("node", n.id, dict(n.tags), n.location.lat, n.location.lon)

    def way(self, w):
        if not w.tags or "name" not in w.tags:
            return
        points = [(nd.lat, nd.lon) for nd in w.nodes if nd.location.valid()]
        if points:
            lat = sum(p[0] for p in points) / len(points)
            lng = sum(p[1] for p in points) / len(points)
            self.add("way", w.id, dict(w.tags), lat, lng)


def main():
    source, target = sys.argv[1], sys.argv[2]
    collector = Collector()
    collector.apply_file(source, locations=True)
    places = sorted(collector.places, key=lambda p: p["osm"])
    document = {
        "license": "Derived from OpenStreetMap data, © OpenStreetMap contributors, ODbL 1.0 "
                   "(https://www.openstreetmap.org/copyright). Place IDs, ratings, prices and "
                   "invented opening hours are fictitious.",
        "source": "samples/helsinki.osm.pbf",
        "places": places,
    }
    with open(target, "w", encoding="utf-8") as out:
        json.dump(document, out, ensure_ascii=False, separators=(",", ":"))
        out.write("\n")
    print(f"{len(places)} places written to {target}", file=sys.stderr)


if __name__ == "__main__":
    main()
