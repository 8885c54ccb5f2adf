#!/usr/bin/env python3
"""One peer client, row by row, against the double; prints a JSON summary line.
Run inside the bench venv (geopy, googlemaps, google-maps-places from PyPI)."""
import argparse
import json
import time


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("peer", choices=["geopy", "googlemaps", "google-maps-places"])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--key", required=True)
    parser.add_argument("--qps", type=int, required=True)
    parser.add_argument("--names", required=True)
    parser.add_argument("--addresses", required=True)
    parser.add_argument("--rows", type=int, required=True)
    args = parser.parse_args()
    base = f"127.0.0.1:{args.port}"
    names = open(args.names, encoding="utf-8").read().splitlines()[: args.rows]
    addresses = open(args.addresses, encoding="utf-8").read().splitlines()[: args.rows]

    if args.peer == "geopy":
        from geopy.extra.rate_limiter import RateLimiter
        from geopy.geocoders import GoogleV3
        geocoder = GoogleV3(api_key=args.key, domain=base, scheme="http")
        geocode = RateLimiter(geocoder.geocode, min_delay_seconds=1 / args.qps)
        rows, endpoint, client = addresses, "geocode/json", "geopy GoogleV3 + RateLimiter"
        call = geocode
    elif args.peer == "googlemaps":
        import googlemaps
        gmaps = googlemaps.Client(key=args.key, base_url=f"http://{base}", queries_per_second=args.qps)
        rows, endpoint, client = names, "place/textsearch/json (legacy)", "googlemaps Client"
        call = lambda query: gmaps.places(query=query)
    else:
        from google.maps import places_v1
        places = places_v1.PlacesClient(transport="rest",
                                        client_options={"api_endpoint": f"http://{base}", "api_key": args.key})
        mask = [("x-goog-fieldmask", "places.id,places.displayName,places.formattedAddress")]
        rows, endpoint, client = names, "places:searchText", "google-maps-places PlacesClient (REST)"
        call = lambda query: places.search_text(request={"text_query": query}, metadata=mask)

    failed = 0
    start = time.monotonic()
    for row in rows:
        try:
            call(row)
        except Exception:  # a peer's failure counts as a failed row, as it would in a batch
            failed += 1
    seconds = time.monotonic() - start
    print(json.dumps({"client": client, "endpoint": endpoint, "rows": len(rows), "failed": failed,
                      "seconds": seconds, "requestsPerSecond": len(rows) / seconds,
                      "rowsPerSecond": len(rows) / seconds}))


if __name__ == "__main__":
    main()
