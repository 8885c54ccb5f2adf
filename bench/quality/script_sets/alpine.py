"""Rüttenau: a fictitious village of a German-speaking Alpine country (Liechtenstein-like), every
object written by hand for this project (CC0). Streets written as the country writes them
(`…strasse` with `ss`, compounds such as `Hagstrasse`, `Austrasse`, names without a type word:
`Städtle`, `Im Bretscha`), business names with umlauts and the country's legal forms (`AG`,
`GmbH`, `Anstalt`, `Est.`, `reg.`, `Stiftung`), and a few Scandinavian-owned places (`å`, `ø`).

POIS rows as in the other tables: `key=value | name | street number | extra…`."""

NAME = "alpine"
PREFIX = "a"
CITY = "Rüttenau"
CITY_LATIN = "Ruettenau"
COUNTRY = "LI"
CENTRE = (47.1900, 9.5200)
SEED = 24_03
TIMESTAMP = "2026-11-{day:02d}T11:{minute:02d}:00Z"

PLACES = [
    ("place=village", "Rüttenau", (0, 0), {"population": "4100"}),
    ("place=hamlet", "Au", (500, -450), {}),
]

STREETS = [
    ("Landstrasse", (-800, -250), 20, 1700, 120, "primary", {}),
    ("Hagstrasse", (-300, -400), 90, 800, 40, "residential", {}),
    ("Austrasse", (300, -500), 80, 900, 60, "tertiary", {}),
    ("Kirchstrasse", (-200, 180), 0, 400, 30, "residential", {}),
    ("Bahnhofstrasse", (0, -150), 0, 600, 40, "tertiary", {}),
    ("Feldkircher Strasse", (-900, 400), 30, 800, 50, "secondary", {}),
    ("Städtle", (-100, 60), 0, 300, 40, "pedestrian", {}),
    ("Mühleholzstrasse", (500, 300), 90, 500, 30, "residential", {}),
    ("Fürst-Franz-Josef-Strasse", (-600, -200), 0, 500, 30, "residential", {}),
    ("Gewerbeweg", (700, -600), 0, 400, 20, "service", {}),
    ("Im Bretscha", (-500, 600), 0, 300, 20, "residential", {}),
    ("Rätikonstrasse", (200, 600), 0, 500, 30, "residential", {}),
    ("Giessenstrasse", (-700, -600), 0, 600, 30, "residential", {}),
    ("Schlossweg", (-400, 800), 45, 400, 20, "residential", {}),
]

POSTCODES = {"NW": "9487", "NE": "9488", "SW": "9487", "SE": "9488"}

POIS = """
amenity=restaurant | Gasthaus Löwen | Landstrasse 12 | opening_hours=Tu-Sa 11:00-14:00,17:30-23:00; Su 10:00-21:00
tourism=hotel | Hotel Engel | Landstrasse 15 | stars=3 | way
amenity=bank | Bank Gamander AG | Landstrasse 20 | name:en=Gamander Bank
shop=supermarket | Coop | Landstrasse 28 | brand=Coop | opening_hours=Mo-Fr 07:30-19:00; Sa 07:30-18:00
amenity=pharmacy | Rhein-Apotheke | Landstrasse 31
shop=bakery | Bäckerei Wanger | Landstrasse 34
office=company | Kaiser Treuhand Anstalt | Landstrasse 40
amenity=cafe | Café Müller | Landstrasse 44
shop=butcher | Metzgerei Hasler | Landstrasse 47
shop=electrical | Elektro Hoop AG | Landstrasse 52
amenity=restaurant | Pizzeria Ristorante Bellavista | Landstrasse 56 | cuisine=italian
shop=sports | Sporthaus Kranz | Landstrasse 60
office=insurance | Rheintal Versicherungs-AG | Landstrasse 64
amenity=fast_food | Kebab Haus Anatolia | Landstrasse 67
tourism=hotel | Hotel Weisses Kreuz | Landstrasse 70
amenity=fuel | Tankstelle Wohlwend | Landstrasse 80
shop=car_repair | Garage Vogt AG | Landstrasse 84
shop=florist | Blumen Gstöhl | Hagstrasse 3
craft=carpenter | Schreinerei Näscher AG | Hagstrasse 8
office=company | Alpina Verwaltung | Hagstrasse 11
shop=bicycle | Velo Büchel | Hagstrasse 14
craft=painter | Malergeschäft Öhri GmbH | Hagstrasse 17
amenity=kindergarten | Kindergarten Hag | Hagstrasse 22
office=estate_agent | Frommelt Immobilien Est. | Hagstrasse 25
shop=supermarket | Denner | Austrasse 5 | brand=Denner
craft=plumber | Sanitär Kranz GmbH | Austrasse 9
shop=car | Autohaus Marxer AG | Austrasse 14
amenity=restaurant | Restaurant Rössle | Austrasse 18
shop=doityourself | Baumarkt Rheintal | Austrasse 22
office=company | Ospelt Trust reg. | Austrasse 26
shop=garden_centre | Gärtnerei Schädler | Austrasse 31
amenity=restaurant | Sushi Bar Kyoto | Austrasse 35 | cuisine=sushi
leisure=sports_centre | Sportpark Au | @Austrasse 44 | way
amenity=place_of_worship | Pfarrkirche St. Martin | Kirchstrasse 1 | religion=christian | denomination=catholic | way
amenity=townhall | Gemeindeverwaltung Rüttenau | Kirchstrasse 4 | name:en=Rüttenau Municipal Office
tourism=museum | Heimatmuseum Rüttenau | Kirchstrasse 7 | name:en=Rüttenau Local History Museum
amenity=post_office | Post Rüttenau | Kirchstrasse 10 | operator=Post AG
amenity=school | Primarschule Rüttenau | Kirchstrasse 14 | name:en=Rüttenau Primary School | way
amenity=library | Gemeindebibliothek | Kirchstrasse 17 | name:en=Municipal Library
shop=confectionery | Konditorei Matt | Bahnhofstrasse 3
shop=supermarket | Coop | Bahnhofstrasse 8 | brand=Coop
amenity=bus_station | Busbahnhof Rüttenau | Bahnhofstrasse 12 | name:en=Rüttenau Bus Station
tourism=hotel | Hotel Garni Säntis | Bahnhofstrasse 15
amenity=bar | Bar Zentral | Bahnhofstrasse 18
shop=optician | Optik Kind | Bahnhofstrasse 21
amenity=doctors | Arztpraxis Dr. med. Büchel | Bahnhofstrasse 24
shop=convenience | Volg | Bahnhofstrasse 27 | brand=Volg
amenity=restaurant | Gasthof Sonne | Feldkircher Strasse 5
shop=wine | Weinkellerei Kaufmann | Feldkircher Strasse 9
office=company | Treuhand Batliner & Partner AG | Feldkircher Strasse 13
shop=furniture | Möbelhaus Ritter | Feldkircher Strasse 20
amenity=restaurant | Brauerei Rüttenau | Feldkircher Strasse 24 | craft=brewery
amenity=fuel | Tankstelle Rheinblick | Feldkircher Strasse 40
amenity=pharmacy | Apotheke am Städtle | Städtle 6
shop=books | Buchhandlung Thöny | Städtle 9
amenity=cafe | Café Ålesund | Städtle 12
shop=clothes | Modehaus Wolf | Städtle 15
shop=shoes | Schuhhaus Frommelt | Städtle 18
shop=jewelry | Uhren Schmuck Beck | Städtle 21
amenity=restaurant | Restaurant Nørrebro | Städtle 24
shop=chocolate | Confiserie Oehri | Städtle 27
shop=hairdresser | Coiffeur Haarmonie | Mühleholzstrasse 4
amenity=dentist | Zahnarztpraxis Dr. Meier | Mühleholzstrasse 8
leisure=fitness_centre | Fitnesscenter Kraftwerk | Mühleholzstrasse 12
shop=sports | Møller Sport | Mühleholzstrasse 16
office=foundation | Stiftung Alpenblick | Mühleholzstrasse 20
amenity=bank | Rheintaler Privatbank AG | Fürst-Franz-Josef-Strasse 3
office=lawyer | Marxer Rechtsanwälte | Fürst-Franz-Josef-Strasse 7
office=company | Bjørnstad Design GmbH | Fürst-Franz-Josef-Strasse 11
amenity=restaurant | Restaurant Fürstenhof | Fürst-Franz-Josef-Strasse 15
craft=metal_construction | Metallbau Hoop AG | Gewerbeweg 3
shop=trade | Holzhandel Beck Anstalt | Gewerbeweg 7
office=company | Präzisionstechnik Rüttenau AG | Gewerbeweg 11
amenity=restaurant | Café-Restaurant Bretscha | Im Bretscha 4
amenity=kindergarten | Kinderkrippe Sonnenschein | Im Bretscha 9
tourism=hotel | Hotel Rätikon | Rätikonstrasse 5
amenity=bar | Skål Bar | Rätikonstrasse 9
shop=kiosk | Kiosk Bühler | Rätikonstrasse 12
amenity=veterinary | Tierarztpraxis Rheinau | Rätikonstrasse 16
shop=doityourself | Heimwerkermarkt Giessen | Giessenstrasse 4
amenity=restaurant | Gasthaus Krone | Giessenstrasse 9
leisure=sports_centre | Freibad Giessen | @Giessenstrasse 20 | sport=swimming | way
amenity=restaurant | Schlosswirtschaft | Schlossweg 3
tourism=guest_house | Pension Alpenrose | Schlossweg 6
historic=castle | Burgruine Obere Burg | @Schlossweg 14 | name:en=Upper Castle Ruin | way
"""

ADDRESS_ONLY = """
building=house | Landstrasse 24
building=apartments | Hagstrasse 30
building=house | Austrasse 40
building=house | Kirchstrasse 22
building=house | Mühleholzstrasse 25
building=house | Fürst-Franz-Josef-Strasse 20
building=apartments | Rätikonstrasse 21
building=house | Feldkircher Strasse 33
"""

# The country's legal forms and their spelled-out and English equivalents.
LEGAL_FORMS = ["AG", "GmbH", "Anstalt", "Est.", "Stiftung", "reg."]
LEGAL_SPELLED = {"AG": "Aktiengesellschaft", "GmbH": "Gesellschaft mit beschränkter Haftung", "Est.": "Establishment",
                 "Anstalt": "Est.", "reg.": "Trust reg."}
QUOTES = [("„", "“"), ("‚", "‘"), ("«", "»"), ("\"", "\"")]

KINDS = ["Restaurant", "Café", "Bäckerei", "Metzgerei", "Treuhand", "Garage", "Coiffeur", "Apotheke", "Gasthaus",
         "Schreinerei", "Elektro", "Optik", "Blumen", "Hotel"]
FIRST = ["Kaiser", "Gassner", "Schädler", "Wohlwend", "Frick", "Kindle", "Biedermann", "Eberle", "Negele",
         "Risch", "Lampert", "Sprenger", "Tschütscher", "Wachter"]
ELSEWHERE = [
    ("Coop", "Bahnhofplatz 2", "Buchs SG"),
    ("Denner", "Marktgasse 15", "Feldkirch"),
    ("Volg", "Dorfstrasse 31", "Sevelen"),
    ("Coop", "Poststrasse 4", "Sargans"),
]
OUTSIDE = [
    ("Kunstmuseum Liechtenstein", "Städtle 32", "Vaduz"),
    ("Schloss Vaduz", None, "Vaduz"),
    ("Hotel Sonnenhof", "Mareestrasse 29", "Vaduz"),
    ("Gasthaus Löwen", "Dorfstrasse 10", "Schaan"),
]
