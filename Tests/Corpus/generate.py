#!/usr/bin/python3
"""Writes the corpus files whose bytes a text editor cannot show faithfully: Excel workbooks
(made with openpyxl, as an office's files are), UTF-16 "Unicode text", Windows-1252, UTF-8 with
a byte-order mark and CRLF line ends. The other corpus files are plain UTF-8 text written by hand.

Deterministic: the same bytes on every run (fixed document dates, fixed zip entry times), so
`generate.py --check` can tell whether the committed files are the ones this script makes.
Needs openpyxl (Debian: python3-openpyxl; run with /usr/bin/python3). The tests read the
committed files and never run this script.

    /usr/bin/python3 Tests/Corpus/generate.py          # (re)write Tests/Corpus/files/...
    /usr/bin/python3 Tests/Corpus/generate.py --check  # exit 1 if a committed file differs
"""

import datetime
import io
import os
import re
import sys
import tempfile
import zipfile

import openpyxl
from openpyxl.styles import Alignment, Font, PatternFill
from openpyxl.utils import get_column_letter

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "files")
# Every document says it was saved at this moment, and every zip entry carries it.
SAVED = datetime.datetime(2026, 11, 30, 16, 42, 0)


def text_file(lines, encoding, newline="\r\n", bom=b""):
    """A delimited text file as a spreadsheet program saves it: every line ends in `newline`
    (in-cell line breaks inside quoted fields stay LF, as Excel and Google Sheets write them)."""
    return bom + "".join(line + newline for line in lines).encode(encoding)


# --- CSV and text files ---------------------------------------------------------------------------


def fi_toimipisteet_excel():
    """Finnish Excel, "CSV (luetteloerotin)": Windows-1252, semicolons, CRLF, a title, a date note
    and an empty row above the header, every row padded to the widest column (Excel's `;;;`)."""
    lines = [
        "Toimipisteet \u2013 Helsingin keskusta;;;;;",
        "Päivitetty 30.11.2026;;;;;",
        ";;;;;",
        "Toimipiste;Katuosoite;Postinumero;Postitoimipaikka;Puhelin;Huomautukset",
        "Stockmann;Aleksanterinkatu 52;00100;Helsinki;09 1211;",
        "Akateeminen kirjakauppa;Keskuskatu 1;00100;HELSINKI;;",
        "Hotel Kamp;Pohjoisesplanadi 29;00100;Helsinki;09 576 111;",
        "Apteekki Bulevardia;Bulevardi 13;00120;Helsinki;;",
        "Kanniston leipomo;Yliopistonkatu 7;00100;Helsinki;;",
        ";;;;;",
        "Cafe Ekberg;Bulevardi 9;00120;Helsinki;;",
        "Kahvila Mustikka;Fredrikinkatu 99;00120;Helsinki;;uusi asiakas, ei vielä auki",
        ";Bulevardi 9 A 12;00120;Helsinki;;asunto-osoite",
        "Teerenpeli;Keskuskatu 7;00100;Helsinki;;",
        "konditoria briossi;Kalevankatu 9;00100;Helsinki;;",
        "Ravintola Savotta;Aleksanterinkatu 22;00170;Helsinki;;",
        "Juttutupa;Säästöpankinranta 6;00530;Helsinki;;",
    ]
    return text_file(lines, "cp1252")


def fi_asiakkaat_utf8():
    """Finnish Excel, "CSV UTF-8": a byte-order mark, semicolons (the Finnish list separator), CRLF."""
    lines = [
        "Asiakasnumero;Liike;Osoite;Kaupunki;Yhteyshenkilö",
        "10231;Ateneum;Kaivokatu 2;Helsinki;Laura Virtanen",
        "10232;Kiasma;Mannerheiminaukio 2;Helsinki;",
        "10233;Fazer Café;Aleksanterinkatu 52;Helsinki;Mikko Nieminen",
        "10234;Hanko Sushi;Aleksanterinkatu 9;Helsinki;",
        "10235;Espresso House;Kaisaniemenkatu 4;Helsinki;",
        "10236;Robert's Coffee;Mannerheimintie 20 B;Helsinki;Päivi Korhonen",
        "10237;Yliopiston Apteekki;Mannerheimintie 5;Helsinki;",
        "10238;Alepa Kluuvi;Aleksanterinkatu 9;Helsinki;",
        "10239;Marimekko;Mikonkatu 1;Helsinki;",
        "10240;Huvila Consulting Oy;Mannerheimintie 5 C 47;Helsinki;Jari Salo",
    ]
    return text_file(lines, "utf-8", bom=b"\xef\xbb\xbf")


def en_google_sheets():
    """Google Sheets, File > Download > CSV: UTF-8 without a byte-order mark, CRLF between rows,
    LF inside quoted multi-line cells, doubled quotes."""
    lines = [
        "Business Name,Street Address,City,Notes,Last Visited",
        "Hard Rock Cafe Helsinki,Aleksanterinkatu 21,Helsinki,,2026-10-02",
        'Lost In Helsinki,Kaisaniemenkatu 3,Helsinki,"Design shop, upstairs\nask for Anna",2026-10-02',
        "Kakkugalleria,Fredrikinkatu 41,Helsinki,,2026-10-15",
        'Levant,Bulevardi 15,Helsinki,"Lunch 11-15\nclosed Sundays\n(call first)",2026-11-03',
        "Klaus K,Bulevardi 2-4,Helsinki,Hotel,2026-11-03",
        "GLO Hotel Kluuvi,Kluuvikatu 4,Helsinki,,",
        'Radisson Blu Plaza,Mikonkatu 23,Helsinki,"Conference room ""Aurora""",2026-11-20',
        "Marski by Scandic,Mannerheimintie 10,Helsinki,,2026-11-20",
        "Nordic Pixel Studio,Annankatu 16,Helsinki,prospect,",
        "hotel kamp,pohjoisesplanadi 29,helsinki,typed on a phone,2026-11-28",
    ]
    return text_file(lines, "utf-8")


def sv_butiker():
    """Swedish-speaking Finnish office, Excel "CSV UTF-8": a byte-order mark, semicolons, CRLF, a
    title and an empty row above the header, Swedish street names of Helsinki."""
    lines = [
        "Kundlista Helsingfors, uppdaterad 30.11.2026;;;;",
        ";;;;",
        "Butik;Gatuadress;Postnummer;Postort;Kontaktperson",
        "Stockmann;Alexandersgatan 52;00100;Helsingfors;Anna Lindqvist",
        "Hotel Kämp;Norra esplanaden 29;00100;Helsingfors;",
        "Cafe Ekberg;Bulevarden 9;00120;Helsingfors;",
        "Kappeli;Södra esplanaden 1;00130;Helsingfors;Johan Berg",
        "Ateneum;Brunnsgatan 2;00100;Helsingfors;",
        "Svenska Teatern;Norra esplanaden 2;00130;Helsingfors;",
        "Handelsbanken;Alexandersgatan 11;00100;Helsingfors;",
        "Marski by Scandic;Mannerheimvägen 10;00100;Helsingfors;",
        "Bokhandel Lindström;Alexandersgatan 99;00100;Helsingfors;ny kund",
    ]
    return text_file(lines, "utf-8", bom=b"\xef\xbb\xbf")


def de_filialen():
    """German Excel on Windows, "CSV (Trennzeichen-getrennt)": Windows-1252, semicolons, CRLF;
    street and house number in separate columns."""
    lines = [
        "Filiale;Straße;Hausnummer;PLZ;Ort;Bemerkung",
        "Hotel Kämp;Pohjoisesplanadi;29;00100;Helsinki;Übernachtung Dezember",
        "Café Aalto;Pohjoisesplanadi;39;00100;Helsinki;",
        "Bierhaus München;Töölönlahdenkatu;3;00100;Helsinki;Stammtisch",
        "Fratello Torrefazione;Aleksanterinkatu;9;00100;Helsinki;",
        "Kaarle XII;Kasarmikatu;40;00130;Helsinki;",
        "Grande Grill;Aleksanterinkatu;15;00100;Helsinki;",
        "Fishmarket;Aleksanterinkatu;52;00100;Helsinki;",
        "Goodwin;Eteläranta;14;00130;Helsinki;Steakhaus",
        "Bäckerei Müller;Bulevardi;99;00120;Helsinki;neuer Kunde",
    ]
    return text_file(lines, "cp1252")


def fi_yhdistetty():
    """Two files joined byte for byte (`copy /b otsikko.csv + erp.csv`): a header a script wrote
    in UTF-8 with a byte-order mark, then the ERP's rows in Windows-1252. The user knows the
    rows and says `--encoding windows-1252`."""
    header = text_file(["Nimi;Osoite;Kaupunki"], "utf-8", bom=b"\xef\xbb\xbf")
    rows = [
        "Juttutupa;Säästöpankinranta 6;Helsinki",
        "Café Strindberg;Pohjoisesplanadi 33;Helsinki",
        "Ølhus København;Kalevankatu 3;Helsinki",
        "Finnjävel;Eteläranta 16;Helsinki",
        "Päivälehden museo;Ludviginkatu 2-4;Helsinki",
        "Hotel Kämp;Pohjoisesplanadi 29;Helsinki",
    ]
    return header + text_file(rows, "cp1252")


def ru_mesta():
    """Russian Excel, "CSV UTF-8": a byte-order mark, semicolons, CRLF; some places under their
    Russian names, the city in Cyrillic."""
    lines = [
        "Название;Адрес;Город;Примечание",
        "Руслания;Bulevardi 7;Хельсинки;книжный магазин",
        "Музей Атенеум;Kaivokatu 2;Хельсинки;",
        "Кафедральный собор;Unioninkatu 29;Хельсинки;Сенатская площадь",
        "Главпочтамт;Elielinaukio 2;Хельсинки;",
        "Hotel Kämp;Pohjoisesplanadi 29;Хельсинки;гостиница",
        "Savotta;Aleksanterinkatu 22;Хельсинки;ресторан финской кухни",
        "Akateeminen Kirjakauppa;Keskuskatu 1;Хельсинки;",
        ";Mannerheimintie 5;Хельсинки;только адрес",
    ]
    return text_file(lines, "utf-8", bom=b"\xef\xbb\xbf")


def zh_mingdan():
    """Chinese Excel, "CSV UTF-8 (逗号分隔)": a byte-order mark, commas, CRLF; a tour operator's
    list with Chinese names of Helsinki places and Finnish street addresses."""
    lines = [
        "名称,地址,邮编,城市,备注",
        "中國樓酒家,Annankatu 25,00100,赫尔辛基,中餐",
        "赫尔辛基市政厅,Pohjoisesplanadi 11-13,00170,赫尔辛基,",
        "赫爾辛基座堂,Unioninkatu 29,00170,赫尔辛基,参议院广场",
        "Stockmann,Aleksanterinkatu 52,00100,赫尔辛基,百货公司",
        "Huacheng Restaurant,Mannerheimintie 20 B,00100,赫尔辛基,",
        "Dong Bei Hu,Vuorikatu 20,00100,赫尔辛基,东北菜",
        "Marimekko,Aleksanterinkatu 50,00100,赫尔辛基,",
        "龙城饭店,Mannerheimintie 99,00100,赫尔辛基,新店",
    ]
    return text_file(lines, "utf-8", bom=b"\xef\xbb\xbf")


def ja_tenpo_unicode_text():
    """Japanese Excel, "Unicode テキスト": UTF-16 little-endian with a byte-order mark, tabs, CRLF."""
    lines = [
        "店名\t住所\t郵便番号\t市区町村\t電話番号",
        "ヘルシンキ中央図書館「Oodi」\tTöölönlahdenkatu 4\t00100\tヘルシンキ\t",
        "Café Aalto\tPohjoisesplanadi 39\t00100\tヘルシンキ\t",
        "Marimekko\tMikonkatu 1\t00100\tヘルシンキ\t",
        "Fuku\tMannerheimintie 18\t00100\tヘルシンキ\t",
        "Itamae Sushi\tMikonkatu 5\t00100\tヘルシンキ\t",
        "Hanko Sushi\tAleksanterinkatu 9\t00100\tヘルシンキ\t",
        "Akateeminen Kirjakauppa\tKeskuskatu 1\t00100\tヘルシンキ\t",
        "Mumin Kaffe\tLiisankatu 21\t00170\tヘルシンキ\t",
    ]
    return text_file(lines, "utf-16-le", bom=b"\xff\xfe")


def fr_commerces():
    """French Excel on Windows, "CSV (séparateur : point-virgule)": Windows-1252, semicolons,
    CRLF, a title and a date note above the header, accents dropped in some rows."""
    lines = [
        "Liste des commerces \u2013 Monaco;;;;",
        "Mise à jour : 30/11/2026;;;;",
        "Nom;Adresse;Code postal;Ville;Téléphone",
        "Boulangerie Costa;23 avenue Crovetto Frères;98000;Monaco;+377 93 30 00 00",
        "L'Épi d'Or;6 rue Grimaldi;98000;Monaco;",
        "Pharmacie Internationale;2 rue Suffren Reymond;98000;Monaco;",
        "Bistrot des Pecheurs;4 quai Antoine 1er;98000;Monaco;",
        "Pizzeria Monegasque;4 rue Terrazzani;98000;Monaco;",
        "Le Comptoir;15 place d'Armes;98000;Monaco;",
        "Rossi La Bottega del Gelato;57 rue Grimaldi;98000;Monaco;",
        "Boulangerie du Rocher;99 rue Basse;98000;Monaco;nouveau client",
        ";24 boulevard des Moulins;98000;Monaco;adresse seule",
    ]
    return text_file(lines, "cp1252")


# --- Excel workbooks ------------------------------------------------------------------------------

BOLD = Font(bold=True)
HEADER_FILL = PatternFill("solid", fgColor="DDEBF7")
TITLE_FONT = Font(bold=True, size=14)


def new_workbook():
    workbook = openpyxl.Workbook()
    workbook.properties.creator = "Microsoft Office User"
    workbook.properties.lastModifiedBy = "Microsoft Office User"
    workbook.properties.created = SAVED
    workbook.properties.modified = SAVED
    return workbook


def header_row(sheet, row, names, widths=None):
    for column, name in enumerate(names, start=1):
        cell = sheet.cell(row=row, column=column, value=name)
        cell.font = BOLD
        cell.fill = HEADER_FILL
    for column, width in enumerate(widths or [], start=1):
        sheet.column_dimensions[get_column_letter(column)].width = width


def fill_rows(sheet, first_row, rows, formats=None):
    """Writes `rows` from `first_row`; `formats` maps a 1-based column to a number format."""
    for offset, values in enumerate(rows):
        for column, value in enumerate(values, start=1):
            if value is None:
                continue
            cell = sheet.cell(row=first_row + offset, column=column, value=value)
            if formats and column in formats:
                cell.number_format = formats[column]


def fi_toimipisteet_xlsx():
    """A Finnish office workbook: merged title A1:H1, an update note, an empty row, the header on
    row 4 (frozen below it), a hidden id column, postcodes stored as numbers shown as `00000`,
    mobile numbers typed as numbers shown with their leading zero (`0000000000`), dates, and a totals row with formulas (cached values,
    as Excel saves them)."""
    workbook = new_workbook()
    sheet = workbook.active
    sheet.title = "Toimipisteet"
    sheet["A1"] = "Toimipisteet \u2013 Helsingin keskusta"
    sheet["A1"].font = TITLE_FONT
    sheet.merge_cells("A1:H1")
    sheet["A1"].alignment = Alignment(horizontal="center")
    sheet["A2"] = "Päivitetty 30.11.2026"
    sheet["A2"].font = Font(italic=True)
    header_row(
        sheet, 4,
        ["Tunnus", "Toimipiste", "Katuosoite", "Postinumero", "Postitoimipaikka", "Puhelin", "Avattu",
         "Asiakkaita"],
        [8, 28, 24, 12, 16, 14, 12, 11])
    rows = [
        ["T-001", "Stockmann", "Aleksanterinkatu 52", 100, "Helsinki", 401234567, datetime.date(1930, 11, 6), 1200],
        ["T-002", "Cafe Ekberg", "Bulevardi 9", 120, "Helsinki", 505551234, datetime.date(1915, 3, 1), 140],
        ["T-003", "Apteekki Bulevardia", "Bulevardi 13", 120, "Helsinki", None, datetime.date(2004, 5, 3), 310],
        ["T-004", "Levant", "Bulevardi 15", 120, "Helsinki", None, datetime.date(2012, 9, 1), 85],
        ["T-005", "Hotel Kämp", "Pohjoisesplanadi 29", 100, "Helsinki", 442223344, datetime.date(1887, 1, 1), 520],
        ["T-006", "Kakkugalleria", "Fredrikinkatu 41", 120, "Helsinki", None, datetime.date(2010, 2, 15), 60],
        ["T-007", "Ruslania", "Bulevardi 7", 120, "Helsinki", 451239876, datetime.date(1997, 8, 1), 45],
        ["T-008", "Tiimi Kahvila", "Ruoholahdenkatu 88", 180, "Helsinki", None, datetime.date(2026, 11, 1), 0],
        ["T-009", None, "Fredrikinkatu 41 B 23", 120, "Helsinki", None, None, 1],
        ["T-010", "Juttutupa", "Säästöpankinranta 6", 530, "Helsinki", 407778899, datetime.date(1909, 4, 1), 230],
    ]
    fill_rows(sheet, 5, rows, {4: "00000", 6: "0000000000", 7: "d.m.yyyy"})
    total = 5 + len(rows)
    sheet.cell(row=total, column=2, value="Yhteensä").font = BOLD
    sheet.cell(row=total, column=8, value=f"=SUM(H5:H{total - 1})").font = BOLD
    sheet.cell(row=total, column=1, value=f"=COUNTA(A5:A{total - 1})")
    sheet.column_dimensions["A"].hidden = True
    sheet.freeze_panes = "A5"
    cached = {
        f"H{total}": sum(row[7] for row in rows),
        f"A{total}": len(rows),
    }
    return workbook, {"xl/worksheets/sheet1.xml": cached}


def sv_kundregister_xlsx():
    """A Swedish workbook whose first sheet is a cover page (title, author, contents); the data
    is on the second sheet, `Butiker`."""
    workbook = new_workbook()
    cover = workbook.active
    cover.title = "Omslag"
    cover["B2"] = "Kundregister 2026"
    cover["B2"].font = Font(bold=True, size=18)
    cover["B4"] = "Upprättad av: Ekonomiavdelningen"
    cover["B5"] = "Datum: 30.11.2026"
    cover["B7"] = "Innehåll"
    cover["B7"].font = BOLD
    cover["B8"] = "Butiker \u2013 våra butiker i Helsingfors centrum"
    cover["B9"] = "Kontakter \u2013 kontaktpersoner"
    cover.column_dimensions["B"].width = 48
    sheet = workbook.create_sheet("Butiker")
    header_row(sheet, 1, ["Butik", "Adress", "Postnummer", "Ort", "Kundnummer"], [26, 24, 12, 14, 12])
    rows = [
        ["Stockmann", "Alexandersgatan 52", "00100", "Helsingfors", 5001],
        ["Zara", "Alexandersgatan 19", "00100", "Helsingfors", 5002],
        ["Marimekko", "Mikaelsgatan 1", "00100", "Helsingfors", 5003],
        ["COS", "Norra esplanaden 31", "00100", "Helsingfors", 5004],
        ["Longchamp", "Norra esplanaden 27", "00100", "Helsingfors", 5005],
        ["Timberland", "Simonsgatan 4", "00100", "Helsingfors", 5006],
        ["Filippa K", "Mikaelsgatan 3", "00100", "Helsingfors", 5007],
    ]
    fill_rows(sheet, 2, rows)
    sheet.freeze_panes = "A2"
    contacts = workbook.create_sheet("Kontakter")
    header_row(contacts, 1, ["Kundnummer", "Namn", "Telefon"], [12, 24, 16])
    fill_rows(contacts, 2, [[5001, "Anna Lindqvist", "+358 40 111 2233"], [5003, "Johan Berg", "+358 50 444 5566"]])
    return workbook, {}


def en_exported_by_xlsx():
    """An English CRM export: a hidden first sheet with lookup lists, then the data sheet with an
    "Exported by" note, an empty row and the header on row 3."""
    workbook = new_workbook()
    lookup = workbook.active
    lookup.title = "Lookup"
    fill_rows(lookup, 1, [["Status"], ["Active"], ["Prospect"], ["Closed"]])
    lookup.sheet_state = "hidden"
    sheet = workbook.create_sheet("Locations")
    sheet["A1"] = "Exported by Jane Smith (jane.smith@example.com) on 30/11/2026 16:41"
    sheet["A1"].font = Font(italic=True, color="808080")
    header_row(
        sheet, 3, ["Location Name", "Address", "Postal Code", "City", "Country", "Status", "Last Visit"],
        [30, 26, 12, 12, 10, 10, 12])
    rows = [
        ["Scandic Kaisaniemi", "Kaisaniemenkatu 7", "00100", "Helsinki", "Finland", "Active", datetime.date(2026, 10, 14)],
        ["Original Sokos Hotel Vaakuna", "Asema-aukio 2", "00100", "Helsinki", "Finland", "Active", datetime.date(2026, 9, 2)],
        ["Hotel Arthur", "Vuorikatu 19", "00100", "Helsinki", "Finland", "Prospect", None],
        ["Hotelli Torni", "Yrjönkatu 26", "00100", "Helsinki", "Finland", "Active", datetime.date(2026, 11, 5)],
        ["Hotel St. George", "Yrjönkatu 13", "00120", "Helsinki", "Finland", "Active", datetime.date(2026, 11, 19)],
        ["Palace Hotel", "Unioninkatu 11", None, "Helsinki", "Finland", "Closed", datetime.date(2025, 3, 30)],
        ["Holiday Inn Helsinki City Centre", "Elielinaukio 5", "00100", "Helsinki", "Finland", "Active", None],
        ["Harbour View Apartments", "Eteläranta 99", "00130", "Helsinki", "Finland", "Prospect", None],
    ]
    fill_rows(sheet, 4, rows, {7: "dd/mm/yyyy"})
    sheet.freeze_panes = "A4"
    sheet.auto_filter.ref = f"A3:G{3 + len(rows)}"
    workbook.active = 1
    return workbook, {}


def de_standorte_xlsx():
    """A German workbook: the header on row 1 (frozen), house numbers and postcodes typed as
    numbers, the town merged down the whole column, a hidden internal-number column."""
    workbook = new_workbook()
    sheet = workbook.active
    sheet.title = "Standorte"
    header_row(sheet, 1, ["Name", "Straße", "Hausnr.", "PLZ", "Ort", "Interne Nr."], [30, 30, 8, 8, 10, 10])
    rows = [
        ["Cantinetta Antinori", "Avenue Princesse Grace", 11, 98000, "Monaco", "M-11"],
        ["Hôtel de Paris", "Place du Casino", None, 98000, None, "M-12"],
        ["Twiga", "Avenue Princesse Grace", 10, 98000, None, "M-13"],
        ["Song Qi", "Avenue Princesse Grace", 7, 98000, None, "M-14"],
        ["Rampoldi", "Avenue des Spélugues", 3, 98000, None, "M-15"],
        ["Spar", "Avenue des Spélugues", 17, 98000, None, "M-16"],
        ["Musée naval", "Avenue Albert II", 27, 98000, None, "M-17"],
        ["Steak 'n Shake", "Boulevard Albert 1er", 27, 98000, None, "M-18"],
    ]
    fill_rows(sheet, 2, rows)
    sheet.merge_cells(f"E2:E{1 + len(rows)}")
    sheet["E2"].alignment = Alignment(vertical="center")
    sheet.column_dimensions["F"].hidden = True
    sheet.freeze_panes = "A2"
    return workbook, {}


def fr_etablissements_xlsx():
    """A French workbook: a merged title over A1:F1, an update note, an empty row, the header on
    row 4, postcodes as numbers, dates in the French format."""
    workbook = new_workbook()
    sheet = workbook.active
    sheet.title = "Établissements"
    sheet["A1"] = "Établissements partenaires \u2013 Principauté de Monaco"
    sheet["A1"].font = TITLE_FONT
    sheet.merge_cells("A1:F1")
    sheet["A2"] = "Mis à jour le 30/11/2026 par le service commercial"
    header_row(
        sheet, 4, ["Établissement", "Adresse", "Code postal", "Commune", "Téléphone", "Date d'ouverture"],
        [34, 32, 12, 12, 18, 16])
    rows = [
        ["Huit & Demi", "4 rue Langlé", 98000, "Monaco", "+377 93 50 97 02", datetime.date(2003, 5, 2)],
        ["La Montgolfière", "16 rue Basse", 98000, "Monaco", None, datetime.date(2009, 6, 15)],
        ["Le Michelangelo", "8 quai Jean-Charles Rey", 98000, "Monaco", None, None],
        ["Stars'N'Bars", "6 quai Antoine 1er", 98000, "Monaco", "+377 97 97 95 95", datetime.date(1993, 7, 1)],
        ["Musée des Timbres et des Monnaies", "11 terrasses de Fontvieille", 98000, "Monaco", None, datetime.date(1996, 1, 24)],
        ["Ship and Castle", "42 quai Jean-Charles Rey", 98000, "Monaco", None, None],
        ["Café de la Gare", "3 place de la Gare", 98000, "Monaco", None, datetime.date(2026, 12, 1)],
        [None, "7 avenue John F. Kennedy", 98000, "Monaco", None, None],
    ]
    fill_rows(sheet, 5, rows, {6: "dd/mm/yyyy"})
    sheet.freeze_panes = "A5"
    return workbook, {}


def it_negozi_xlsx():
    """An Italian workbook with two visible sheets (the data first, an archive second) and the
    CAP typed as a number."""
    workbook = new_workbook()
    sheet = workbook.active
    sheet.title = "Negozi 2026"
    header_row(sheet, 1, ["Denominazione", "Indirizzo", "CAP", "Comune", "Referente"], [30, 30, 8, 10, 18])
    rows = [
        ["Carrefour", "1 Rue des Genêts", 98000, "Monaco", "G. Rossi"],
        ["Marché U", "30 Boulevard Princesse Charlotte", 98000, "Monaco", None],
        ["Utile", "7 Place d'Armes", 98000, "Monaco", "L. Bianchi"],
        ["Pizza Mama", "7 Place d'Armes", 98000, "Monaco", None],
        ["Polpetta", "2 Rue Paradis", 98000, "Monaco", None],
        ["Bella Vita", "21 Rue Princesse Caroline", 98000, "Monaco", "M. Ferrari"],
        ["Pasticceria Bianchi", "34 Rue Grimaldi", 98000, "Monaco", None],
    ]
    fill_rows(sheet, 2, rows)
    archive = workbook.create_sheet("Archivio 2025")
    header_row(archive, 1, ["Denominazione", "Indirizzo", "CAP", "Comune"])
    fill_rows(archive, 2, [["Tip Top", "11 Avenue des Spélugues", 98000, "Monaco"]])
    return workbook, {}


def pl_lokale_xlsx():
    """A Polish workbook: a merged title row, the header on row 2, street and number apart, the
    postcode typed as a number shown as `00000`."""
    workbook = new_workbook()
    sheet = workbook.active
    sheet.title = "Lokale"
    sheet["A1"] = "Wykaz lokali gastronomicznych \u2013 Helsinki (stan na 30.11.2026)"
    sheet["A1"].font = TITLE_FONT
    sheet.merge_cells("A1:F1")
    header_row(sheet, 2, ["Nazwa", "Ulica", "Nr", "Kod pocztowy", "Miejscowość", "Uwagi"], [28, 24, 6, 14, 14, 24])
    rows = [
        ["Kappeli", "Eteläesplanadi", "1", 130, "Helsinki", None],
        ["Café Strindberg", "Pohjoisesplanadi", "33", 130, "Helsinki", None],
        ["Finnjävel", "Eteläranta", "16", 130, "Helsinki", "kuchnia fińska"],
        ["Bryggeri Helsinki", "Sofiankatu", "2", 170, "Helsinki", "browar"],
        ["Goodwin", "Eteläranta", "14", 130, "Helsinki", None],
        ["Konditoria Briossi", "Kalevankatu", "9", 100, "Helsinki", None],
        ["Zapiekanka u Zbyszka", "Kalevankatu", "77", 100, "Helsinki", "nowy klient"],
    ]
    fill_rows(sheet, 3, rows, {4: "00000"})
    return workbook, {}


def headerless_xlsx():
    """A sheet pasted from another system without its header: the first row is data, postcodes
    typed as numbers shown as `00000`."""
    workbook = new_workbook()
    sheet = workbook.active
    sheet.title = "Sheet1"
    rows = [
        ["Hotel Kämp", "Pohjoisesplanadi 29", 100, "Helsinki"],
        ["Ateneum", "Kaivokatu 2", 100, "Helsinki"],
        ["Kiasma", "Mannerheiminaukio 2", 100, "Helsinki"],
        ["Helsingin kaupungintalo", "Pohjoisesplanadi 11-13", 170, "Helsinki"],
        ["Casino Helsinki", "Mikonkatu 19", 100, "Helsinki"],
        ["Kluuvin Apteekki", "Keskuskatu 7", 100, "Helsinki"],
    ]
    fill_rows(sheet, 1, rows, {3: "00000"})
    for column, width in zip("ABCD", [26, 24, 10, 12]):
        sheet.column_dimensions[column].width = width
    return workbook, {}


def fi_kaksitasoinen_xlsx():
    """A two-level header: group names merged over their columns on row 1 (`Perustiedot`,
    `Osoite`), the column names on row 2."""
    workbook = new_workbook()
    sheet = workbook.active
    sheet.title = "Asiakkaat"
    sheet["A1"] = "Perustiedot"
    sheet.merge_cells("A1:B1")
    sheet["C1"] = "Osoite"
    sheet.merge_cells("C1:E1")
    for cell in ("A1", "C1"):
        sheet[cell].font = BOLD
        sheet[cell].alignment = Alignment(horizontal="center")
    header_row(sheet, 2, ["Nimi", "Y-tunnus", "Katuosoite", "Postinumero", "Kaupunki"], [28, 12, 24, 12, 12])
    rows = [
        ["Hotelli Seurahuone", "0112233-4", "Kaivokatu 12", "00100", "Helsinki"],
        ["Brasserie Le Havre", "2233445-6", "Kaivokatu 12", "00100", "Helsinki"],
        ["Pickwick", "3344556-7", "Kaivokatu 10", "00100", "Helsinki"],
        ["Gaselli Public House", "4455667-8", "Mikonkatu 4", "00100", "Helsinki"],
        ["Viinibaari Venn", "5566778-9", "Mikonkatu 4", "00100", "Helsinki"],
        ["Time Bar", "6677889-0", "Mikonkatu 8", "00100", "Helsinki"],
    ]
    fill_rows(sheet, 3, rows)
    sheet.freeze_panes = "A3"
    return workbook, {}


def ja_shisetsu_xlsx():
    """A Japanese workbook of sights with coordinates under Japanese headers (緯度 latitude,
    経度 longitude) and names partly in Japanese."""
    workbook = new_workbook()
    sheet = workbook.active
    sheet.title = "観光地"
    header_row(sheet, 1, ["番号", "名称", "緯度", "経度", "メモ"], [6, 30, 12, 12, 20])
    rows = [
        [1, "ヘルシンキ中央図書館「Oodi」", 60.17359, 24.93805, "図書館"],
        [2, "Ateneum", 60.17002, 24.94422, "美術館"],
        [3, "Kiasma", 60.17203, 24.93667, "現代美術館"],
        [4, "Café Aalto", 60.1682, 24.94367, "かもめ食堂"],
        [5, "Kampin kappeli", 60.16944, 24.93592, "礼拝堂"],
        [6, "Vanha Kauppahalli", 60.16616, 24.95278, "市場"],
    ]
    fill_rows(sheet, 2, rows, {3: "0.00000", 4: "0.00000"})
    return workbook, {}


# --- Writing -----------------------------------------------------------------------------------------


def with_cached_values(xml, values):
    """openpyxl writes formulas without a result; Excel saves each formula's cached value in
    `<v>`. Put them in, so the workbook reads as one Excel saved."""
    for reference, value in values.items():
        pattern = re.compile(r'(<c r="%s"[^>]*>)(<f>[^<]*</f>)<v\s*/?>(</v>)?' % reference)
        if not pattern.search(xml):
            raise SystemExit(f"no formula cell {reference} to give a cached value")
        xml = pattern.sub(lambda match: f"{match.group(1)}{match.group(2)}<v>{value}</v>", xml, count=1)
    return xml


INLINE_STRING = re.compile(
    r'<c r="([A-Z]+[0-9]+)"([^>]*?) t="inlineStr"><is><t( xml:space="preserve")?>(.*?)</t></is></c>')
SHARED_STRINGS_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"
SHARED_STRINGS_RELATIONSHIP = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings"


def with_shared_strings(parts):
    """openpyxl writes text as inline strings; Excel keeps every text in `xl/sharedStrings.xml`
    and refers to it by index. Rewrite the sheets that way (the reader's everyday path)."""
    table, index = [], {}

    def shared(match):
        text = match.group(4)
        if text not in index:
            index[text] = len(table)
            table.append(text)
        return f'<c r="{match.group(1)}"{match.group(2)} t="s"><v>{index[text]}</v></c>'

    uses = 0
    for name in parts:
        if name.startswith("xl/worksheets/sheet"):
            xml, count = INLINE_STRING.subn(shared, parts[name].decode("utf-8"))
            uses += count
            parts[name] = xml.encode("utf-8")
    items = "".join(
        f'<si><t xml:space="preserve">{text}</t></si>' if text != text.strip() else f"<si><t>{text}</t></si>"
        for text in table)
    parts["xl/sharedStrings.xml"] = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
        f'count="{uses}" uniqueCount="{len(table)}">{items}</sst>').encode("utf-8")
    types = parts["[Content_Types].xml"].decode("utf-8")
    types = types.replace(
        "</Types>", f'<Override PartName="/xl/sharedStrings.xml" ContentType="{SHARED_STRINGS_TYPE}"/></Types>')
    parts["[Content_Types].xml"] = types.encode("utf-8")
    relationships = parts["xl/_rels/workbook.xml.rels"].decode("utf-8")
    relationships = relationships.replace(
        "</Relationships>",
        f'<Relationship Type="{SHARED_STRINGS_RELATIONSHIP}" Target="sharedStrings.xml" Id="rIdStrings"/>'
        "</Relationships>")
    parts["xl/_rels/workbook.xml.rels"] = relationships.encode("utf-8")


def workbook_bytes(workbook, cached):
    """The workbook saved by openpyxl, then re-packed as Excel would have saved it (shared
    strings, the formulas' cached values) with fixed entry times, so the bytes do not depend on
    when the script ran."""
    raw = io.BytesIO()
    workbook.save(raw)
    source = zipfile.ZipFile(io.BytesIO(raw.getvalue()))
    parts = {info.filename: source.read(info.filename) for info in source.infolist()}
    for name, values in cached.items():
        parts[name] = with_cached_values(parts[name].decode("utf-8"), values).encode("utf-8")
    with_shared_strings(parts)
    packed = io.BytesIO()
    with zipfile.ZipFile(packed, "w", zipfile.ZIP_DEFLATED) as target:
        for name, data in parts.items():
            entry = zipfile.ZipInfo(name, date_time=SAVED.timetuple()[:6])
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16
            target.writestr(entry, data)
    return packed.getvalue()


GENERATED = {
    "fi-toimipisteet-excel.csv": fi_toimipisteet_excel,
    "fi-asiakkaat-utf8.csv": fi_asiakkaat_utf8,
    "en-google-sheets.csv": en_google_sheets,
    "sv-butiker.csv": sv_butiker,
    "de-filialen.csv": de_filialen,
    "fi-yhdistetty.csv": fi_yhdistetty,
    "ru-mesta.csv": ru_mesta,
    "zh-mingdan.csv": zh_mingdan,
    "ja-tenpo-unicode.txt": ja_tenpo_unicode_text,
    "fr-commerces.csv": fr_commerces,
    "fi-toimipisteet.xlsx": fi_toimipisteet_xlsx,
    "sv-kundregister.xlsx": sv_kundregister_xlsx,
    "en-exported-by.xlsx": en_exported_by_xlsx,
    "de-standorte.xlsx": de_standorte_xlsx,
    "fr-etablissements.xlsx": fr_etablissements_xlsx,
    "it-negozi.xlsx": it_negozi_xlsx,
    "pl-lokale.xlsx": pl_lokale_xlsx,
    "headerless.xlsx": headerless_xlsx,
    "fi-kaksitasoinen.xlsx": fi_kaksitasoinen_xlsx,
    "ja-shisetsu.xlsx": ja_shisetsu_xlsx,
}


def contents(name):
    made = GENERATED[name]()
    if isinstance(made, tuple):
        return workbook_bytes(*made)
    return made


def main(arguments):
    check = arguments == ["--check"]
    if arguments and not check:
        raise SystemExit(__doc__)
    stale = []
    os.makedirs(FILES, exist_ok=True)
    for name in GENERATED:
        data = contents(name)
        path = os.path.join(FILES, name)
        if check:
            try:
                with open(path, "rb") as existing:
                    if existing.read() != data:
                        stale.append(name)
            except FileNotFoundError:
                stale.append(name)
            continue
        with tempfile.NamedTemporaryFile(dir=FILES, delete=False) as temporary:
            temporary.write(data)
        os.chmod(temporary.name, 0o644)
        os.replace(temporary.name, path)
    if stale:
        print("differ from what generate.py makes: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
