#!/usr/bin/env python3
"""Writes an .xlsx workbook with openpyxl, as spreadsheets are really made, from a JSON spec
on stdin, for the end-to-end tests:

    {"sheets": [{"title": "Asiakkaat", "rows": [["Title"], [], ["Nimi", "Osoite"], ...],
                 "merges": ["A1:H1"], "formats": {"D4:D9": "00000"}, "state": "visible"}]}

`rows` start at row 1 (an empty list is a blank row; null is an empty cell); `formats` give a
number format to every cell of a range. Usage: make_workbook.py OUT.xlsx < spec.json
"""

import json
import sys

import openpyxl


def main():
    spec = json.load(sys.stdin)
    workbook = openpyxl.Workbook()
    workbook.remove(workbook.active)
    for sheet_spec in spec["sheets"]:
        sheet = workbook.create_sheet(sheet_spec.get("title", "Sheet1"))
        for index, row in enumerate(sheet_spec.get("rows", []), start=1):
            for column, value in enumerate(row, start=1):
                if value is not None:
                    sheet.cell(row=index, column=column, value=value)
        for merged in sheet_spec.get("merges", []):
            sheet.merge_cells(merged)
        for cells, number_format in sheet_spec.get("formats", {}).items():
            for row in sheet[cells]:
                for cell in row:
                    cell.number_format = number_format
        sheet.sheet_state = sheet_spec.get("state", "visible")
    workbook.save(sys.argv[1])


if __name__ == "__main__":
    main()
