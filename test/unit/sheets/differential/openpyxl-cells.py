# An independent XLSX reader for the differential reader test (issue 26): prints, as one JSON
# object, every non-empty cell of every sheet of the workbooks named on the command line, as
# openpyxl reads them (cached formula values, its own date handling), typed so the test can
# render them in our conventions:
#   {"FILE": {"SHEET": {"A1": ["s", "text"] | ["n", "1.5", "0.00"] | ["b", true] | ["e", "#N/A"]
#                             | ["d", "2024-01-02T03:04:05"] | ["t", "12:30:00"] | ["td", seconds]}}}
import datetime
import json
import sys
import warnings

import openpyxl

warnings.simplefilter("ignore")


def typed(value, data_type, number_format):
    if data_type == "e":
        return ["e", str(value)]
    if isinstance(value, bool):
        return ["b", value]
    if isinstance(value, (int, float)):
        return ["n", repr(value), number_format]
    if isinstance(value, datetime.datetime):
        return ["d", value.isoformat()]
    if isinstance(value, datetime.date):
        return ["d", value.isoformat()]
    if isinstance(value, datetime.time):
        return ["t", value.isoformat()]
    if isinstance(value, datetime.timedelta):
        return ["td", value.total_seconds()]
    return ["s", str(value)]


out = {}
for path in sys.argv[1:]:
    wb = openpyxl.load_workbook(path, read_only=True, data_only=True)
    sheets = {}
    for ws in wb.worksheets:
        cells = {}
        for row in ws.iter_rows():
            for cell in row:
                if cell.value is None or not hasattr(cell, "coordinate"):
                    continue
                cells[cell.coordinate] = typed(cell.value, cell.data_type, cell.number_format)
        sheets[ws.title] = cells
    out[path] = sheets
    wb.close()
json.dump(out, sys.stdout, ensure_ascii=False)
