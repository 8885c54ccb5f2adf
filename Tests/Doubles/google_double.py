#!/usr/bin/env python3
"""A local double of Google's Places API (New) and Geocoding API, for tests and benchmarks.

Python 3 standard library only. Serves the places of places-helsinki.json (derived from
OpenStreetMap, © OpenStreetMap contributors, ODbL 1.0; IDs and ratings invented) in the JSON
shapes of the real services, and enforces the API key and the field mask as they do.

    python3 google_double.py --key KEY [--port 0] [--latency-ms 200] [--quota-qps 50] [--quota-per project]
                             [--fault-ratio 0.2] [--faults 500,503,reset,stall,malformed,truncated]
                             [--stall-seconds 5] [--seed 1]

The first stdout line is the port. Control endpoints (no key needed):
    GET  /__double/stats    request counters (per endpoint, per status, faults, connections);
                            repeatedAfterSuccess (per endpoint: requests identical — method, path,
                            query without the key, body, field mask — to one answered 200 before,
                            i.e. paid twice); billing (answered requests by the SKU their field
                            mask bills, and costUSD at list prices: an independent check of
                            enrich's own estimate); arrivalSpanSeconds (first to last request)
    GET  /__double/last     the last request per endpoint (method, path, query, headers, body)
    POST /__double/config   merge settings: latency_ms, quota_qps, fault_ratio, faults,
                            stall_seconds, retry_after (seconds, sent on scripted 429s), quota_per
                            ("method", default: each endpoint its own quota_qps; "project": one
                            quota_qps shared by every endpoint)
    POST /__double/script   {"faults": ["503", "429", ...], "endpoint": "searchText"}: the next
                            matching requests get these faults, in order (before random faults);
                            "ok" is no fault; {"clear": true} drops what is left first
    POST /__double/reset    zero the counters, drop the script
Fault names: 400, 401, 403, 404, 429, 429day, 500, 503, 504, retry_after (429 + Retry-After),
reset, stall, malformed, truncated; for geocoding also OVER_QUERY_LIMIT, OVER_DAILY_LIMIT,
UNKNOWN_ERROR, REQUEST_DENIED, INVALID_REQUEST (all with HTTP 200, as the real service).
Hostile answers, to test the client's bounds: gzip_bomb (a ~2 MB gzip body, declared size,
that inflates to bomb_mib MiB of zeros, default 2048), gzip_flood (an endless gzip body of
empty blocks: the compressed bytes grow, the decoded ones never), endless (an endless JSON
body, chunked), huge_length (declares a 64 GiB Content-Length), drip (one byte every
drip_seconds, default 0.2, forever), huge_headers (endless header lines), deep_json (a 200
whose JSON nests 100,000 levels deep). Each stops when the client goes away.
"""
import argparse
import base64
import collections
import datetime
import gzip
import hashlib
import json
import math
import os
import random
import re
import signal
import socket
import struct
import sys
import threading
import time
import unicodedata
import urllib.parse
import zlib
import zoneinfo
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

HERE = os.path.dirname(os.path.abspath(__file__))
ZONE = zoneinfo.ZoneInfo("Europe/Helsinki")
PLACE_FIELDS = {
    "accessibilityOptions", "addressComponents", "addressDescriptor", "adrFormatAddress", "allowsDogs",
    "attributions", "businessStatus", "consumerAlert", "containingPlaces", "curbsidePickup",
    "currentOpeningHours", "currentSecondaryOpeningHours", "delivery", "dineIn", "displayName",
    "editorialSummary", "evChargeAmenitySummary", "evChargeOptions", "formattedAddress", "fuelOptions",
    "generativeSummary", "goodForChildren", "goodForGroups", "goodForWatchingSports", "googleMapsLinks",
    "googleMapsTypeLabel", "googleMapsUri", "iconBackgroundColor", "iconMaskBaseUri", "id",
    "internationalPhoneNumber", "liveMusic", "location", "menuForChildren", "movedPlace", "movedPlaceId",
    "name", "nationalPhoneNumber", "neighborhoodSummary", "openingDate", "outdoorSeating", "parkingOptions",
    "paymentOptions", "photos", "plusCode", "postalAddress", "priceLevel", "priceRange", "primaryType",
    "primaryTypeDisplayName", "pureServiceAreaBusiness", "rating", "regularOpeningHours",
    "regularSecondaryOpeningHours", "reservable", "restroom", "reviewSummary", "reviews", "servesBeer",
    "servesBreakfast", "servesBrunch", "servesCocktails", "servesCoffee", "servesDessert", "servesDinner",
    "servesLunch", "servesVegetarianFood", "servesWine", "shortFormattedAddress", "subDestinations",
    "takeout", "timeZone", "types", "userRatingCount", "utcOffsetMinutes", "viewport", "websiteUri",
    "transitStation",
}
SEARCH_TOP_FIELDS = {"places", "nextPageToken", "searchUri", "routingSummaries", "contextualContents"}
BUSINESS_STATUS_INT = {"OPERATIONAL": 1, "CLOSED_TEMPORARILY": 2, "CLOSED_PERMANENTLY": 3, "FUTURE_OPENING": 4}
PRICE_LEVEL_INT = {"PRICE_LEVEL_FREE": 1, "PRICE_LEVEL_INEXPENSIVE": 2, "PRICE_LEVEL_MODERATE": 3,
                   "PRICE_LEVEL_EXPENSIVE": 4, "PRICE_LEVEL_VERY_EXPENSIVE": 5}
RANK_INT = {1: "DISTANCE", 2: "RELEVANCE"}
DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
LANGUAGE = re.compile(r"^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$")
PLACE_ID = re.compile(r"^[A-Za-z0-9_-]{10,}$")
SESSION_TOKEN = re.compile(r"^[A-Za-z0-9_=-]{1,36}$")


class ApiError(Exception):
    def __init__(self, code, status, message, reason=None, metadata=None):
        super().__init__(message)
        self.code, self.status, self.message, self.reason, self.metadata = code, status, message, reason, metadata

    def body(self):
        error = {"code": self.code, "message": self.message, "status": self.status}
        if self.reason:
            error["details"] = [{"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": self.reason,
                                 "domain": "googleapis.com", "metadata": self.metadata or {}}]
        return {"error": error}


def invalid(message):
    return ApiError(400, "INVALID_ARGUMENT", message)


def fold(text):
    text = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in text if not unicodedata.combining(c))


def tokens(text):
    return [t for t in re.split(r"[^\w]+", fold(text)) if t]


def distance(a, b):
    lat1, lng1, lat2, lng2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lng2 - lng1) / 2) ** 2
    return 2 * 6371008.8 * math.asin(math.sqrt(h))


def latlng(obj, field):
    try:
        return float(obj["latitude"]), float(obj["longitude"])
    except (KeyError, TypeError, ValueError):
        raise invalid(f"Invalid {field}: latitude and longitude are required.")


class Area:
    """A circle or rectangle from locationBias / locationRestriction."""

    def __init__(self, obj, field, circle_ok=True, rectangle_ok=True):
        if not isinstance(obj, dict) or len(obj) != 1:
            raise invalid(f"{field} must have exactly one of circle or rectangle.")
        if "circle" in obj and circle_ok:
            circle = obj["circle"]
            self.center = latlng(circle.get("center", {}), f"{field}.circle.center")
            self.radius = float(circle.get("radius", 0))
            if not 0 <= self.radius <= 50000:
                raise invalid(f"{field}.circle.radius must be between 0.0 and 50000.0.")
            self.rect = None
        elif "rectangle" in obj and rectangle_ok:
            low = latlng(obj["rectangle"].get("low", {}), f"{field}.rectangle.low")
            high = latlng(obj["rectangle"].get("high", {}), f"{field}.rectangle.high")
            if low[0] > high[0]:
                raise invalid(f"{field}.rectangle is empty.")
            self.rect = (low, high)
            self.center = ((low[0] + high[0]) / 2, (low[1] + high[1]) / 2)
            self.radius = None
        else:
            raise invalid(f"Unsupported shape in {field}.")

    def contains(self, point):
        if self.rect:
            (lo, hi) = self.rect
            return lo[0] <= point[0] <= hi[0] and lo[1] <= point[1] <= hi[1]
        return distance(self.center, point) <= self.radius


class Mask:
    """A parsed X-Goog-FieldMask: a tree of names; an empty subtree means the whole value."""

    def __init__(self, text, top_level):
        self.all = False
        self.tree = {}
        for path in text.split(","):
            if path == "*":
                self.all = True
                continue
            if not path or " " in path:
                raise invalid(f"Cannot find matching fields for path '{path}'.")
            parts = path.split(".")
            if parts[0] not in top_level:
                raise invalid(f"Cannot find matching fields for path '{path}'.")
            if parts[0] == "places" and len(parts) > 1 and parts[1] not in PLACE_FIELDS and parts[1] != "*":
                raise invalid(f"Cannot find matching fields for path '{path}'.")
            node = self.tree
            for part in parts:
                node = node.setdefault(part, {})

    def has(self, name):
        return self.all or name in self.tree

    def project(self, value, tree=None):
        tree = self.tree if tree is None else tree
        if self.all and tree is self.tree:
            return value
        return project(value, tree)


def project(value, tree):
    if not tree or "*" in tree:
        return value
    if isinstance(value, list):
        return [project(v, tree) for v in value]
    if not isinstance(value, dict):
        return value
    out = {}
    for key, sub in tree.items():
        if key in value:
            out[key] = project(value[key], sub)
    return out


# Billing (list prices per 1,000, the same tiers enrich's Google plugin uses, written out again
# here so the double checks enrich's estimate rather than repeating it).
TIERS = {
    "ids": {"attributions", "id", "movedPlace", "movedPlaceId", "name", "nextPageToken"},
    "Enterprise": {"currentOpeningHours", "currentSecondaryOpeningHours", "internationalPhoneNumber",
                   "nationalPhoneNumber", "priceLevel", "priceRange", "rating", "regularOpeningHours",
                   "regularSecondaryOpeningHours", "userRatingCount", "websiteUri"},
    "Enterprise + Atmosphere": {
        "allowsDogs", "curbsidePickup", "delivery", "dineIn", "editorialSummary", "evChargeAmenitySummary",
        "evChargeOptions", "fuelOptions", "generativeSummary", "goodForChildren", "goodForGroups",
        "goodForWatchingSports", "liveMusic", "menuForChildren", "neighborhoodSummary", "outdoorSeating",
        "parkingOptions", "paymentOptions", "reservable", "restroom", "reviewSummary", "reviews",
        "routingSummaries", "servesBeer", "servesBreakfast", "servesBrunch", "servesCocktails", "servesCoffee",
        "servesDessert", "servesDinner", "servesLunch", "servesVegetarianFood", "servesWine", "takeout"},
}
PRODUCTS = {"searchText": "Text Search", "searchNearby": "Nearby Search", "details": "Place Details"}
PRICES = {"Text Search Pro": 32, "Text Search Enterprise": 35, "Text Search Enterprise + Atmosphere": 40,
          "Nearby Search Pro": 32, "Nearby Search Enterprise": 35, "Nearby Search Enterprise + Atmosphere": 40,
          "Place Details Pro": 17, "Place Details Enterprise": 20, "Place Details Enterprise + Atmosphere": 25,
          "Geocoding": 5, "Autocomplete Requests": 2.83}


def sku_of(endpoint, mask):
    """The SKU a request is billed at: the highest tier among its mask's fields."""
    if endpoint == "geocode":
        return "Geocoding"
    if endpoint == "autocomplete":
        return "Autocomplete Requests"
    if endpoint not in PRODUCTS:
        return endpoint
    rank = {"ids": 0, "Pro": 1, "Enterprise": 2, "Enterprise + Atmosphere": 3}
    tier = "ids"
    for path in mask.split(","):
        field = path[len("places."):] if path.startswith("places.") else path
        top = field.split(".")[0]
        found = "Enterprise + Atmosphere" if field == "*" else next(
            (name for name, fields in TIERS.items() if top in fields), "Pro")
        if rank[found] > rank[tier]:
            tier = found
    return PRODUCTS[endpoint] + (" Essentials (IDs Only)" if tier == "ids" else " " + tier)


def minute_of_week(point):
    return point["day"] * 1440 + point["hour"] * 60 + point["minute"]


def open_at(periods, now):
    if len(periods) == 1 and "close" not in periods[0]:
        return True
    weekday = (now.weekday() + 1) % 7
    minute = weekday * 1440 + now.hour * 60 + now.minute
    for period in periods:
        start, end = minute_of_week(period["open"]), minute_of_week(period["close"])
        if end <= start:
            end += 7 * 1440
        if start <= minute < end or start <= minute + 7 * 1440 < end:
            return True
    return False


def clock(hour, minute):
    suffix = "AM" if hour < 12 else "PM"
    return f"{(hour % 12) or 12}:{minute:02d}\u202f{suffix}"


def weekday_descriptions(periods):
    lines = []
    for index in [1, 2, 3, 4, 5, 6, 0]:
        if len(periods) == 1 and "close" not in periods[0]:
            lines.append(f"{DAY_NAMES[index]}: Open 24 hours")
            continue
        spans = [f"{clock(p['open']['hour'], p['open']['minute'])}\u2009\u2013\u2009"
                 f"{clock(p['close']['hour'], p['close']['minute'])}" for p in periods if p["open"]["day"] == index]
        lines.append(f"{DAY_NAMES[index]}: " + (", ".join(spans) if spans else "Closed"))
    return lines


def current_hours(periods, now, open_now):
    if len(periods) == 1 and "close" not in periods[0]:
        return {"openNow": True, "periods": periods, "weekdayDescriptions": weekday_descriptions(periods)}
    today = now.date()
    dated = []
    for offset in range(7):
        day = today + datetime.timedelta(days=offset)
        google_day = (day.weekday() + 1) % 7
        for p in periods:
            if p["open"]["day"] != google_day:
                continue
            close_date = day + datetime.timedelta(days=(p["close"]["day"] - google_day) % 7)
            dated.append({
                "open": dict(p["open"], date={"year": day.year, "month": day.month, "day": day.day}),
                "close": dict(p["close"], date={"year": close_date.year, "month": close_date.month,
                                                 "day": close_date.day}),
            })
    return {"openNow": open_now, "periods": dated, "weekdayDescriptions": weekday_descriptions(periods)}


class Catalogue:
    """The fixture places, rendered as full Place JSON on demand."""

    def __init__(self, path):
        with open(path, encoding="utf-8") as source:
            self.raw = json.load(source)["places"]
        self.by_id = {p["id"]: p for p in self.raw}
        for p in self.raw:
            # A place is found by its name in any language it has (localizedDisplayNames: a
            # fixture's own field, {"en": "..."}), as the real service finds it.
            names = [p["displayName"]["text"]] + list(p.get("localizedDisplayNames", {}).values())
            p["_name_tokens"] = set(t for name in names for t in tokens(name))
            p["_text_tokens"] = set(tokens(p["formattedAddress"])) | set(
                t for ty in p["types"] for t in tokens(ty.replace("_", " ")))
            p["_point"] = (p["location"]["latitude"], p["location"]["longitude"])
        self.addresses = collections.defaultdict(list)
        self.streets = collections.defaultdict(list)
        for p in self.raw:
            components = {c["types"][0]: c["longText"] for c in p["addressComponents"]}
            if "route" in components:
                self.streets[fold(components["route"])].append(p)
                if "street_number" in components:
                    self.addresses[(fold(components["route"]), fold(components["street_number"]))].append(p)

    def render(self, raw, now=None, language=None):
        now = now or datetime.datetime.now(ZONE)
        place = {k: v for k, v in raw.items() if not k.startswith("_") and k not in (
            "osm", "hoursSource", "regularPeriods", "localizedDisplayNames")}
        localized = raw.get("localizedDisplayNames", {})
        wanted = (language or "").split("-")[0]
        if wanted in localized:
            place["displayName"] = {"text": localized[wanted], "languageCode": wanted}
        place["name"] = "places/" + raw["id"]
        place["utcOffsetMinutes"] = int(now.utcoffset().total_seconds() // 60)
        periods = raw["regularPeriods"]
        is_open = raw["businessStatus"] == "OPERATIONAL" and open_at(periods, now)
        place["regularOpeningHours"] = {"openNow": is_open, "periods": periods,
                                        "weekdayDescriptions": weekday_descriptions(periods)}
        place["currentOpeningHours"] = current_hours(periods, now, is_open)
        return place


class State:
    def __init__(self, args):
        self.lock = threading.RLock()
        self.key = args.key
        self.config = {"latency_ms": args.latency_ms, "quota_qps": args.quota_qps, "quota_per": args.quota_per,
                       "fault_ratio": args.fault_ratio, "faults": [f for f in args.faults.split(",") if f],
                       "stall_seconds": args.stall_seconds, "retry_after": 1, "bomb_mib": 2048,
                       "drip_seconds": 0.2}
        self.random = random.Random(args.seed)
        self.script = []
        self.windows = collections.defaultdict(collections.deque)
        self.reset()

    def reset(self):
        self.stats = {"requests": collections.Counter(), "statuses": collections.Counter(),
                      "faults": collections.Counter(), "rateLimited": 0, "connections": 0, "gzip": 0,
                      "inFlight": 0, "maxInFlight": 0, "total": 0, "repeated": collections.Counter(),
                      "billing": collections.Counter(), "first": None, "last": None}
        self.last = {}
        self.script = []
        self.answered = set()

    def snapshot(self):
        s = self.stats
        cost = sum(PRICES.get(sku, 0) * count for sku, count in s["billing"].items()) / 1000
        return {"requests": dict(s["requests"]), "statuses": dict(s["statuses"]), "faults": dict(s["faults"]),
                "rateLimited": s["rateLimited"], "connections": s["connections"], "gzip": s["gzip"],
                "maxInFlight": s["maxInFlight"], "total": s["total"],
                "repeatedAfterSuccess": dict(s["repeated"]), "billing": dict(s["billing"]),
                "costUSD": round(cost, 4),
                "arrivalSpanSeconds": round(s["last"] - s["first"], 3) if s["first"] is not None else 0}

    def answered_ok(self, endpoint, signature, mask):
        """Counts a request answered 200: a repeat of an earlier one, and the SKU it bills."""
        with self.lock:
            if signature in self.answered:
                self.stats["repeated"][endpoint] += 1
            self.answered.add(signature)
            self.stats["billing"][sku_of(endpoint, mask)] += 1

    def choose_fault(self, endpoint):
        """Scripted faults first, then the quota, then random faults."""
        with self.lock:
            for index, (fault, only) in enumerate(self.script):
                if only is None or only == endpoint:
                    del self.script[index]
                    self.stats["faults"][fault] += 1
                    return fault
            qps = self.config["quota_qps"]
            if qps:
                window = self.windows["project" if self.config.get("quota_per") == "project" else endpoint]
                now = time.monotonic()
                while window and window[0] <= now - 1.0:
                    window.popleft()
                if len(window) >= qps:
                    self.stats["rateLimited"] += 1
                    return "quota"
                window.append(now)
            ratio = self.config["fault_ratio"]
            if ratio and self.config["faults"] and self.random.random() < ratio:
                fault = self.random.choice(self.config["faults"])
                self.stats["faults"][fault] += 1
                return fault
        return None


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "ESF"
    sys_version = ""

    def log_message(self, *args):
        pass

    def setup(self):
        super().setup()
        with STATE.lock:
            STATE.stats["connections"] += 1

    def finish(self):
        try:
            super().finish()
        except OSError:
            pass

    # -- plumbing ----------------------------------------------------------------------------
    def do_GET(self):
        self.dispatch("GET")

    def do_POST(self):
        self.dispatch("POST")

    def dispatch(self, method):
        url = urllib.parse.urlsplit(self.path)
        self.query = urllib.parse.parse_qs(url.query, keep_blank_values=True)
        length = int(self.headers.get("Content-Length") or 0)
        raw_body = self.rfile.read(length) if length else b""
        path = url.path
        if path.startswith("/__double/"):
            return self.control(method, path, raw_body)
        endpoint = self.endpoint_name(method, path)
        if endpoint is None:
            return self.send_json(404, ApiError(404, "NOT_FOUND", f"Unknown path {path}").body())
        with STATE.lock:
            STATE.stats["requests"][endpoint] += 1
            STATE.stats["total"] += 1
            arrived = time.monotonic()
            if STATE.stats["first"] is None:
                STATE.stats["first"] = arrived
            STATE.stats["last"] = arrived
            STATE.stats["inFlight"] += 1
            STATE.stats["maxInFlight"] = max(STATE.stats["maxInFlight"], STATE.stats["inFlight"])
            STATE.last[endpoint] = {"method": method, "path": path, "query": url.query,
                                    "headers": dict(self.headers.items()),
                                    "body": raw_body.decode("utf-8", "replace")}
        try:
            legacy = endpoint in ("geocode", "legacyTextSearch")
            # Like Google's front end, count the quota when the request arrives and refuse
            # at once; everything else takes the configured latency.
            fault = STATE.choose_fault(endpoint)
            latency = STATE.config["latency_ms"]
            if latency and fault != "quota":
                time.sleep(latency / 1000)
            if fault and self.apply_fault(fault, legacy):
                return
            query = "&".join(p for p in url.query.split("&") if not p.startswith("key="))
            mask = self.headers.get("X-Goog-FieldMask") or ""
            signature = (method, path, query, raw_body, mask)
            try:
                if legacy:
                    body = self.legacy(endpoint)
                    if body.get("status") in ("OK", "ZERO_RESULTS"):
                        STATE.answered_ok(endpoint, signature, mask)
                    return self.send_json(200, body)
                self.check_key()
                body = self.places(endpoint, path, raw_body)
                if "enum-encoding=int" in urllib.parse.unquote(url.query):
                    body = integer_enums(body)
                STATE.answered_ok(endpoint, signature, mask)
                self.send_json(200, body)
            except ApiError as error:
                self.send_json(error.code, error.body())
        finally:
            with STATE.lock:
                STATE.stats["inFlight"] -= 1

    @staticmethod
    def endpoint_name(method, path):
        if method == "POST" and path in ("/v1/places:searchText", "/v1/places:searchNearby",
                                         "/v1/places:autocomplete"):
            return path.split(":")[1]
        if method == "GET" and path.startswith("/v1/places/"):
            return "details"
        if method == "GET" and path == "/maps/api/geocode/json":
            return "geocode"
        if method == "GET" and path == "/maps/api/place/textsearch/json":
            return "legacyTextSearch"
        return None

    def send_json(self, status, body, extra_headers=()):
        compact = self.query.get("prettyPrint", ["true"])[0] == "false"
        text = json.dumps(body, ensure_ascii=False, separators=(",", ":") if compact else None,
                          indent=None if compact else 2)
        data = text.encode("utf-8")
        headers = [("Content-Type", "application/json; charset=UTF-8")] + list(extra_headers)
        if "gzip" in (self.headers.get("Accept-Encoding") or ""):
            data = gzip.compress(data)
            headers.append(("Content-Encoding", "gzip"))
            with STATE.lock:
                STATE.stats["gzip"] += 1
        with STATE.lock:
            STATE.stats["statuses"][str(status)] += 1
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def abort(self, partial=b"", reset=True):
        """Sends `partial` (maybe a header and half a body), then resets (RST) or closes (FIN)."""
        try:
            if partial:
                self.wfile.write(partial)
                self.wfile.flush()
            if reset:
                self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            else:
                self.connection.shutdown(socket.SHUT_WR)
            self.connection.close()
        except OSError:
            pass
        self.close_connection = True

    def hostile(self, fault):
        """The answers a broken or hostile server could send; True when `fault` is one."""
        filler = b'{"id":"ChIJendlessAAAAAAAAAAAAAA","displayName":{"text":"' + b"x" * 200 + b'"}},'
        try:
            if fault == "gzip_bomb":
                body = gzip_bomb(STATE.config["bomb_mib"])
                self.raw_head(200, [("Content-Encoding", "gzip"), ("Content-Length", str(len(body)))])
                self.wfile.write(body)
            elif fault == "gzip_flood":
                self.raw_head(200, [("Content-Encoding", "gzip"), ("Transfer-Encoding", "chunked")])
                self.chunk(b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff")
                # Non-final stored blocks of length 0: 5 bytes each, inflating to nothing.
                empty = b"\x00\x00\x00\xff\xff" * 13107
                while True:
                    self.chunk(empty)
            elif fault == "endless":
                self.raw_head(200, [("Transfer-Encoding", "chunked")])
                self.chunk(b'{"places":[')
                block = filler * 256
                while True:
                    self.chunk(block)
            elif fault == "huge_length":
                self.raw_head(200, [("Content-Length", str(64 << 30))])
                block = filler * 256
                while True:
                    self.wfile.write(block)
            elif fault == "drip":
                self.raw_head(200, [("Content-Length", "100000")])
                while True:
                    self.wfile.write(b" ")
                    self.wfile.flush()
                    time.sleep(STATE.config["drip_seconds"])
            elif fault == "huge_headers":
                self.wfile.write(b"HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=UTF-8\r\n")
                line = b"X-Filler: " + b"h" * 1000 + b"\r\n"
                while True:
                    self.wfile.write(line * 64)
            elif fault == "deep_json":
                body = b"[" * 100000 + b"]" * 100000
                self.raw_head(200, [("Content-Length", str(len(body)))])
                self.wfile.write(body)
            else:
                return False
            self.wfile.flush()
        except OSError:
            pass  # the client gave up, as it should
        self.close_connection = True
        return True

    def raw_head(self, status, headers):
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=UTF-8")
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()

    def chunk(self, data):
        self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))

    def apply_fault(self, fault, legacy):
        """Answers with the fault; returns False when the fault is only a delay (stall)."""
        with STATE.lock:
            STATE.stats["statuses"]["fault:" + fault] += 1
        if self.hostile(fault):
            return True
        if fault == "stall":
            time.sleep(STATE.config["stall_seconds"])
            return False
        if fault == "reset":
            self.abort()
            return True
        if fault == "truncated":
            body = json.dumps({"places": [{"id": "ChIJtruncatedAAAAAAAAAAAA"}]}).encode()
            head = (f"HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=UTF-8\r\n"
                    f"Content-Length: {len(body)}\r\n\r\n").encode()
            self.abort(head + body[: len(body) // 2], reset=False)
            return True
        if fault == "malformed":
            data = b'{"places": [{"id": "ChIJ'
            self.send_response(200)
            self.send_header("Content-Type", "application/json; charset=UTF-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            return True
        if legacy and fault in ("quota", "OVER_QUERY_LIMIT", "OVER_DAILY_LIMIT", "UNKNOWN_ERROR",
                                "REQUEST_DENIED", "INVALID_REQUEST"):
            status = "OVER_QUERY_LIMIT" if fault == "quota" else fault
            messages = {"OVER_QUERY_LIMIT": "You have exceeded your rate-limit for this API.",
                        "OVER_DAILY_LIMIT": "You have exceeded your daily request quota for this API.",
                        "UNKNOWN_ERROR": "Server error, please retry.",
                        "REQUEST_DENIED": "This API project is not authorized to use this API.",
                        "INVALID_REQUEST": "Invalid request."}
            self.send_json(200, {"error_message": messages[status], "results": [], "status": status})
            return True
        errors = {
            "400": ApiError(400, "INVALID_ARGUMENT", "Request contains an invalid argument."),
            "401": ApiError(401, "UNAUTHENTICATED", "Request had invalid authentication credentials."),
            "403": ApiError(403, "PERMISSION_DENIED", "Places API (New) has not been used in project 0 before "
                            "or it is disabled.", "SERVICE_DISABLED", {"service": "places.googleapis.com"}),
            "404": ApiError(404, "NOT_FOUND", "Requested entity was not found."),
            "500": ApiError(500, "INTERNAL", "Internal error encountered."),
            "503": ApiError(503, "UNAVAILABLE", "The service is currently unavailable."),
            "504": ApiError(504, "DEADLINE_EXCEEDED", "The request timed out."),
        }
        quota = ApiError(429, "RESOURCE_EXHAUSTED", "Quota exceeded for quota metric 'Requests' and limit "
                         "'Requests per minute' of service 'places.googleapis.com' for consumer "
                         "'project_number:0'.", "RATE_LIMIT_EXCEEDED",
                         {"quota_limit": "SearchTextRequestsPerMinutePerProject",
                          "service": "places.googleapis.com"})
        if fault in ("429", "quota"):
            self.send_json(429, quota.body())
        elif fault == "retry_after":
            self.send_json(429, quota.body(), [("Retry-After", str(STATE.config["retry_after"]))])
        elif fault == "429day":
            quota.metadata = {"quota_limit": "SearchTextRequestsPerDayPerProject",
                              "service": "places.googleapis.com"}
            quota.message = quota.message.replace("per minute", "per day")
            self.send_json(429, quota.body())
        elif fault in errors:
            self.send_json(errors[fault].code, errors[fault].body())
        else:
            return False
        return True

    def control(self, method, path, raw_body):
        if path == "/__double/stats":
            with STATE.lock:
                return self.send_json(200, STATE.snapshot())
        if path == "/__double/last":
            with STATE.lock:
                return self.send_json(200, STATE.last)
        if path == "/__double/reset" and method == "POST":
            with STATE.lock:
                STATE.reset()
            return self.send_json(200, {})
        body = json.loads(raw_body or b"{}")
        if path == "/__double/config" and method == "POST":
            with STATE.lock:
                STATE.config.update(body)
                STATE.windows.clear()
            return self.send_json(200, STATE.config)
        if path == "/__double/script" and method == "POST":
            with STATE.lock:
                if body.get("clear"):
                    STATE.script = []
                STATE.script.extend((f, body.get("endpoint")) for f in body.get("faults", []))
            return self.send_json(200, {"scripted": len(STATE.script)})
        return self.send_json(404, {})

    # -- Places API (New) --------------------------------------------------------------------
    def check_key(self):
        key = self.headers.get("X-Goog-Api-Key") or self.query.get("key", [None])[0]
        if not key:
            raise ApiError(403, "PERMISSION_DENIED", "The request is missing a valid API key.")
        if key != STATE.key:
            raise ApiError(400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key.",
                           "API_KEY_INVALID", {"service": "places.googleapis.com"})

    def field_mask(self, required, top_level):
        text = (self.headers.get("X-Goog-FieldMask") or self.query.get("fields", [""])[0]
                or self.query.get("$fields", [""])[0])
        if not text:
            if not required:
                return None
            raise invalid("FieldMask is a required parameter. See https://cloud.google.com/apis/docs/"
                          "system-parameters on how to provide it. As an example, you can set the header "
                          "'X-Goog-FieldMask' to value 'places.displayName', or '*' for all fields.")
        return Mask(text, top_level)

    def places(self, endpoint, path, raw_body):
        if endpoint == "details":
            return self.details(path)
        try:
            request = json.loads(raw_body or b"{}")
        except ValueError:
            raise invalid("Invalid JSON payload received.")
        if not isinstance(request, dict):
            raise invalid("Invalid JSON payload received.")
        language = request.get("languageCode")
        if language is not None and not LANGUAGE.match(language):
            raise invalid(f"Invalid languageCode: {language}")
        region = request.get("regionCode")
        if region is not None and not re.fullmatch(r"[A-Za-z]{2}", region):
            raise invalid(f"Invalid regionCode: {region}")
        if endpoint == "searchText":
            return self.search_text(request)
        if endpoint == "searchNearby":
            return self.search_nearby(request)
        return self.autocomplete(request)

    def search_text(self, request):
        mask = self.field_mask(True, SEARCH_TOP_FIELDS)
        query = request.get("textQuery") or request.get("text_query")
        if not query:
            raise invalid("textQuery is required.")
        page_size = request.get("pageSize", request.get("maxResultCount", 0)) or 20
        if page_size < 0:
            raise invalid("pageSize must not be negative.")
        page_size = min(page_size, 20)
        bias = Area(request["locationBias"], "locationBias") if "locationBias" in request else None
        restriction = None
        if "locationRestriction" in request:
            if bias:
                raise invalid("locationBias and locationRestriction cannot both be set.")
            restriction = Area(request["locationRestriction"], "locationRestriction", circle_ok=False)
        included = request.get("includedType")
        strict = request.get("strictTypeFiltering", False)
        min_rating = request.get("minRating")
        if min_rating is not None:
            if not 0 <= min_rating <= 5:
                raise invalid("minRating must be between 0 and 5.")
            min_rating = math.ceil(min_rating * 2) / 2
        price_levels = set(request.get("priceLevels", []))
        rank = request.get("rankPreference", "RANK_PREFERENCE_UNSPECIFIED")
        rank = RANK_INT.get(rank, rank)
        signature = hashlib.sha1(json.dumps({k: v for k, v in request.items()
                                              if k not in ("pageSize", "maxResultCount", "pageToken")},
                                             sort_keys=True).encode()).hexdigest()[:12]
        offset = 0
        if request.get("pageToken"):
            try:
                token = json.loads(base64.urlsafe_b64decode(request["pageToken"]))
            except ValueError:
                raise invalid("Invalid pageToken.")
            if token.get("s") != signature:
                raise invalid("The request parameters do not match the page token's original request.")
            offset = token["o"]
        now = datetime.datetime.now(ZONE)
        words = tokens(query)
        scored = []
        for raw in CATALOGUE.raw:
            name_hits = sum(1 for w in words if w in raw["_name_tokens"])
            other_hits = sum(1 for w in words if w in raw["_text_tokens"])
            if name_hits == 0 and not any(w in raw["_text_tokens"] and w not in ("helsinki", "finland")
                                          for w in words):
                continue
            if included and (raw.get("primaryType") != included if strict else included not in raw["types"]):
                continue
            if restriction and not restriction.contains(raw["_point"]):
                continue
            if min_rating is not None and raw["rating"] < min_rating:
                continue
            if price_levels and raw.get("priceLevel") not in price_levels:
                continue
            if request.get("openNow") and not (raw["businessStatus"] == "OPERATIONAL"
                                               and open_at(raw["regularPeriods"], now)):
                continue
            score = 2 * name_hits + other_hits + raw["rating"] / 10
            if bias:
                score -= distance(bias.center, raw["_point"]) / 5000
            scored.append((score, raw))
        if rank == "DISTANCE" and bias:
            scored.sort(key=lambda s: distance(bias.center, s[1]["_point"]))
        else:
            scored.sort(key=lambda s: (-s[0], s[1]["id"]))
        matches = [raw for _, raw in scored[:60]]
        page = matches[offset: offset + page_size]
        response = {}
        if page and mask.has("places"):
            language = request.get("languageCode")
            response["places"] = [mask.project(CATALOGUE.render(p, now, language), mask.tree.get("places", {}))
                                  if not mask.all else CATALOGUE.render(p, now, language) for p in page]
        if mask.has("nextPageToken") and offset + page_size < len(matches):
            response["nextPageToken"] = base64.urlsafe_b64encode(json.dumps(
                {"o": offset + page_size, "s": signature}).encode()).decode()
        if mask.has("searchUri"):
            response["searchUri"] = "https://www.google.com/maps/search/" + urllib.parse.quote(query)
        return response

    def search_nearby(self, request):
        mask = self.field_mask(True, SEARCH_TOP_FIELDS)
        restriction = request.get("locationRestriction")
        if not restriction or "circle" not in restriction:
            raise invalid("locationRestriction.circle is required.")
        area = Area(restriction, "locationRestriction", rectangle_ok=False)
        if area.radius <= 0:
            raise invalid("locationRestriction.circle.radius must be greater than 0.")
        count = request.get("maxResultCount", 20)
        if count < 0 or count > 20:
            raise invalid("maxResultCount must be between 1 and 20.")
        count = count or 20
        lists = {name: set(request.get(name, [])) for name in (
            "includedTypes", "excludedTypes", "includedPrimaryTypes", "excludedPrimaryTypes")}
        for name in ("Types", "PrimaryTypes"):
            both = lists["included" + name] & lists["excluded" + name]
            if both:
                raise invalid(f"Type '{sorted(both)[0]}' is both included and excluded.")
        found = []
        for raw in CATALOGUE.raw:
            if not area.contains(raw["_point"]):
                continue
            types, primary = set(raw["types"]), raw.get("primaryType")
            if lists["includedTypes"] and not (types & lists["includedTypes"]):
                continue
            if types & lists["excludedTypes"]:
                continue
            if lists["includedPrimaryTypes"] and primary not in lists["includedPrimaryTypes"]:
                continue
            if primary in lists["excludedPrimaryTypes"]:
                continue
            found.append(raw)
        rank = request.get("rankPreference", "POPULARITY")
        rank = RANK_INT.get(rank, rank)
        if rank == "DISTANCE":
            found.sort(key=lambda r: distance(area.center, r["_point"]))
        else:
            found.sort(key=lambda r: (-r["userRatingCount"], r["id"]))
        now = datetime.datetime.now(ZONE)
        response = {}
        if found and mask.has("places"):
            response["places"] = [mask.project(CATALOGUE.render(p, now, request.get("languageCode")), mask.tree.get("places", {}))
                                  if not mask.all else CATALOGUE.render(p, now, request.get("languageCode")) for p in found[:count]]
        return response

    def autocomplete(self, request):
        mask = self.field_mask(False, {"suggestions"})
        text = request.get("input")
        if not text:
            raise invalid("input is required.")
        token = request.get("sessionToken")
        if token is not None and not SESSION_TOKEN.match(token):
            raise invalid("sessionToken must be at most 36 URL-safe base64 characters.")
        primary = request.get("includedPrimaryTypes", [])
        if len(primary) > 5 or (len(primary) > 1 and ({"(regions)", "(cities)"} & set(primary))):
            raise invalid("includedPrimaryTypes: at most 5 types, or a single (regions) or (cities).")
        regions = [r.lower() for r in request.get("includedRegionCodes", [])]
        if len(regions) > 15:
            raise invalid("includedRegionCodes: at most 15 regions.")
        bias = Area(request["locationBias"], "locationBias") if "locationBias" in request else None
        restriction = Area(request["locationRestriction"], "locationRestriction") \
            if "locationRestriction" in request else None
        if bias and restriction:
            raise invalid("locationBias and locationRestriction cannot both be set.")
        origin = latlng(request["origin"], "origin") if "origin" in request else None
        offset = request.get("inputOffset", len(text))
        typed = tokens(text[:offset])
        suggestions = []
        if not typed or (regions and "fi" not in regions) or "(regions)" in primary or "(cities)" in primary:
            typed = [] if typed else typed
        candidates = []
        for raw in CATALOGUE.raw if typed else []:
            name_words = tokens(raw["displayName"]["text"])
            if not all(any(nw.startswith(w) for nw in name_words) for w in typed):
                continue
            if primary and raw.get("primaryType") not in primary:
                continue
            if restriction and not restriction.contains(raw["_point"]):
                continue
            key = distance(bias.center, raw["_point"]) if bias else -raw["userRatingCount"]
            candidates.append((key, raw["id"], raw))
        candidates.sort(key=lambda c: (c[0], c[1]))
        for _, _, raw in candidates[:5]:
            name = raw["displayName"]["text"]
            secondary = raw["formattedAddress"]
            full = f"{name}, {secondary}"
            start = fold(name).find(typed[0]) if typed else -1
            matches = [] if start < 0 else [{"endOffset": start + len(typed[0])} if start == 0 else
                                            {"startOffset": start, "endOffset": start + len(typed[0])}]
            prediction = {
                "place": "places/" + raw["id"], "placeId": raw["id"],
                "text": {"text": full, **({"matches": matches} if matches else {})},
                "structuredFormat": {"mainText": {"text": name, **({"matches": matches} if matches else {})},
                                     "secondaryText": {"text": secondary}},
                "types": raw["types"],
            }
            if origin:
                prediction["distanceMeters"] = int(round(distance(origin, raw["_point"])))
            suggestions.append({"placePrediction": prediction})
        if request.get("includeQueryPredictions") and len(suggestions) < 5 and typed:
            suggestions.append({"queryPrediction": {"text": {"text": text + " Helsinki"},
                                                    "structuredFormat": {"mainText": {"text": text}}}})
        response = {"suggestions": suggestions} if suggestions else {}
        return mask.project(response) if mask else response

    def details(self, path):
        place_id = urllib.parse.unquote(path[len("/v1/places/"):])
        mask = self.field_mask(True, PLACE_FIELDS)
        language = self.query.get("languageCode", [None])[0]
        if language is not None and not LANGUAGE.match(language):
            raise invalid(f"Invalid languageCode: {language}")
        token = self.query.get("sessionToken", [None])[0]
        if token is not None and not SESSION_TOKEN.match(token):
            raise invalid("sessionToken must be at most 36 URL-safe base64 characters.")
        if not PLACE_ID.match(place_id):
            raise invalid(f"Not a valid Place ID: {place_id}")
        raw = CATALOGUE.by_id.get(place_id)
        if raw is None:
            raise ApiError(404, "NOT_FOUND", f"Place ID {place_id} not found.")
        return mask.project(CATALOGUE.render(raw, language=language))

    # -- legacy web services -----------------------------------------------------------------
    def legacy(self, endpoint):
        key = self.query.get("key", [None])[0]
        if key != STATE.key:
            return {"error_message": "The provided API key is invalid." if key else
                    "You must use an API key to authenticate each request to Google Maps Platform APIs.",
                    "results": [], "status": "REQUEST_DENIED"}
        if endpoint == "legacyTextSearch":
            return self.legacy_text_search()
        return self.geocode()

    def legacy_text_search(self):
        query = self.query.get("query", [""])[0]
        if not query:
            return {"error_message": "Invalid request. Missing the 'query' parameter.", "results": [],
                    "status": "INVALID_REQUEST"}
        words = tokens(query)
        hits = sorted(((sum(w in r["_name_tokens"] for w in words), r) for r in CATALOGUE.raw),
                      key=lambda s: (-s[0], s[1]["id"]))
        results = [{"place_id": r["id"], "name": r["displayName"]["text"],
                    "formatted_address": r["formattedAddress"],
                    "geometry": {"location": {"lat": r["location"]["latitude"], "lng": r["location"]["longitude"]}},
                    "types": r["types"], "business_status": r["businessStatus"], "rating": r["rating"],
                    "user_ratings_total": r["userRatingCount"]} for score, r in hits[:20] if score]
        return {"html_attributions": [], "results": results, "status": "OK" if results else "ZERO_RESULTS"}

    def geocode(self):
        address = self.query.get("address", [""])[0].strip()
        components_text = self.query.get("components", [""])[0]
        if not address and not components_text:
            return {"error_message": "Invalid request. Missing the 'address', 'components', 'latlng' or "
                    "'place_id' parameter.", "results": [], "status": "INVALID_REQUEST"}
        filters = {}
        for part in [p for p in components_text.split("|") if p]:
            if ":" not in part:
                return {"error_message": f"Invalid request. Invalid 'components' parameter.", "results": [],
                        "status": "INVALID_REQUEST"}
            name, value = part.split(":", 1)
            if name in filters and name in ("country", "postal_code", "route"):
                return {"error_message": "Invalid request. Repeated component filter.", "results": [],
                        "status": "INVALID_REQUEST"}
            filters[name] = value
        bounds = self.query.get("bounds", [None])[0]
        if bounds is not None and not re.fullmatch(r"-?[\d.]+,-?[\d.]+\|-?[\d.]+,-?[\d.]+", bounds):
            return {"error_message": "Invalid request. Invalid 'bounds' parameter.", "results": [],
                    "status": "INVALID_REQUEST"}
        if filters.get("country", "FI").upper() not in ("FI", "FINLAND"):
            return {"results": [], "status": "ZERO_RESULTS"}
        results = geocode_address(address or filters.get("route", ""), filters)
        return {"results": results, "status": "OK" if results else "ZERO_RESULTS"}


ADDRESS = re.compile(r"^\s*(?P<street>[^\d,]+?)\s+(?P<number>\d+[a-zA-Z]?)"
                     r"(?:\s+(?P<unit>(?:[A-Za-z]\s*\d+|as\.?\s*\d+|\d+)))?\s*(?:,|$)")


def geocode_address(address, filters):
    first = address.split(",")[0]
    match = ADDRESS.match(first + ",")
    postal = filters.get("postal_code")
    if match:
        street, number, unit = fold(match["street"].strip()), fold(match["number"]), match["unit"]
        places = [p for p in CATALOGUE.addresses.get((street, number), [])
                  if not postal or postal in p["formattedAddress"]]
        if places:
            return [address_result(places[0], unit, partial=False)]
        places = CATALOGUE.streets.get(street, [])
        if places:
            return [street_result(street, places)]
    folded = fold(first).strip()
    if folded in CATALOGUE.streets:
        return [street_result(folded, CATALOGUE.streets[folded])]
    words = tokens(first)
    for raw in CATALOGUE.raw:
        if words and all(w in raw["_name_tokens"] for w in words):
            result = address_result(raw, None, partial=len(words) < len(raw["_name_tokens"]))
            result["types"] = [t for t in raw["types"]]
            result["place_id"] = raw["id"]
            return [result]
    return []


def legacy_components(place, unit):
    out = []
    if unit:
        out.append({"long_name": unit, "short_name": unit, "types": ["subpremise"]})
    for component in place["addressComponents"]:
        if component["types"] == ["subpremise"] and unit:
            continue
        out.append({"long_name": component["longText"], "short_name": component["shortText"],
                    "types": component["types"]})
    return out


def viewport(lat, lng, delta=0.00135):
    return {"northeast": {"lat": round(lat + delta, 7), "lng": round(lng + 2 * delta, 7)},
            "southwest": {"lat": round(lat - delta, 7), "lng": round(lng - 2 * delta, 7)}}


def address_result(place, unit, partial):
    lat, lng = place["_point"]
    components = legacy_components(place, unit)
    line = place["formattedAddress"]
    if unit:
        head, _, tail = line.partition(",")
        line = f"{head} {unit},{tail}"
    key = "addr:" + line
    result = {
        "address_components": components,
        "formatted_address": line,
        "geometry": {"location": {"lat": lat, "lng": lng}, "location_type": "ROOFTOP",
                     "viewport": viewport(lat, lng)},
        "place_id": "ChIJ" + base64.urlsafe_b64encode(hashlib.sha1(key.encode()).digest()).decode()[:23],
        "plus_code": {"global_code": place["plusCode"]["globalCode"],
                      "compound_code": place["plusCode"]["compoundCode"]},
        "types": ["subpremise"] if unit else ["street_address"],
    }
    if partial:
        result["partial_match"] = True
    return result


def street_result(street, places):
    lat = sum(p["_point"][0] for p in places) / len(places)
    lng = sum(p["_point"][1] for p in places) / len(places)
    sample = places[0]
    route = next(c for c in sample["addressComponents"] if c["types"] == ["route"])
    components = [{"long_name": route["longText"], "short_name": route["shortText"], "types": ["route"]},
                  {"long_name": "Helsinki", "short_name": "Helsinki", "types": ["locality", "political"]},
                  {"long_name": "Finland", "short_name": "FI", "types": ["country", "political"]}]
    return {
        "address_components": components,
        "formatted_address": f"{route['longText']}, Helsinki, Finland",
        "geometry": {"location": {"lat": round(lat, 7), "lng": round(lng, 7)}, "location_type": "GEOMETRIC_CENTER",
                     "viewport": viewport(lat, lng, 0.003)},
        "place_id": "ChIJ" + base64.urlsafe_b64encode(hashlib.sha1(street.encode()).digest()).decode()[:23],
        "types": ["route"],
        "partial_match": True,
    }


def integer_enums(value):
    """The REST transport of Google's generated clients asks for `enum-encoding=int`."""
    if isinstance(value, list):
        return [integer_enums(v) for v in value]
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            if key == "businessStatus" and isinstance(item, str):
                out[key] = BUSINESS_STATUS_INT.get(item, 0)
            elif key == "priceLevel" and isinstance(item, str):
                out[key] = PRICE_LEVEL_INT.get(item, 0)
            else:
                out[key] = integer_enums(item)
        return out
    return value


BOMBS = {}


def gzip_bomb(mebibytes):
    """A gzip member of `mebibytes` MiB of zeros (about 1 KB per MiB), built once per size."""
    with STATE.lock:
        if mebibytes not in BOMBS:
            block = bytes(1 << 20)
            deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
            # After a full flush the compressor starts afresh, so every MiB compresses alike.
            piece = deflate.compress(block) + deflate.flush(zlib.Z_FULL_FLUSH)
            crc = 0
            for _ in range(mebibytes):
                crc = zlib.crc32(block, crc)
            trailer = struct.pack("<II", crc, (mebibytes << 20) & 0xFFFFFFFF)
            BOMBS[mebibytes] = (b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff" + piece * mebibytes
                                + deflate.flush() + trailer)
        return BOMBS[mebibytes]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--key", required=True)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--latency-ms", type=float, default=0)
    parser.add_argument("--quota-qps", type=int, default=0)
    parser.add_argument("--quota-per", choices=["method", "project"], default="method")
    parser.add_argument("--fault-ratio", type=float, default=0)
    parser.add_argument("--faults", default="500,503,reset,stall,malformed,truncated")
    parser.add_argument("--stall-seconds", type=float, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--exit-on-stdin-eof", action="store_true",
                        help="stop when stdin reaches end of file (the parent closed it or died)")
    parser.add_argument("--fixture", default=os.path.join(HERE, "places-helsinki.json"))
    args = parser.parse_args()
    # A parent's threads may have blocked signals we inherit (Swift's Process does): unblock
    # them so SIGTERM works, and also exit when stdin closes, so a crashed test run leaves no
    # server behind.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, set(signal.Signals) - {signal.SIGKILL, signal.SIGSTOP})
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    if args.exit_on_stdin_eof:
        threading.Thread(target=lambda: (sys.stdin.buffer.read(), os._exit(0)), daemon=True).start()
    global STATE, CATALOGUE
    CATALOGUE = Catalogue(args.fixture)
    STATE = State(args)
    ThreadingHTTPServer.request_queue_size = 256
    ThreadingHTTPServer.daemon_threads = True
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    print(server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
