print("enrich")
