#!/bin/sh
# Writes the million-row stock workbook that npm run bench:sheets reads as "saved by
# LibreOffice": a CSV of ROWS stock rows converted by LibreOffice Calc (Debian's soffice), so
# the sheet has what LibreOffice always writes: shared strings, s and t on every cell, r on
# every row and cell, row attributes, a date style and decimals. The file is too large to
# keep in the repository (37 MB at a million rows); the bench makes it in /tmp and keeps it.
# Usage: make-bench-libreoffice.sh ROWS OUT.xlsx
set -eu
rows=$1 out=$2
. "$(dirname "$0")/real-programs.sh"
# Sku unique; Name from 1,000 products; DC 1-5; a quantity; a price with cents; a date.
awk -v rows="$rows" 'BEGIN {
  print "Sku,Name,DistributionCenterID,Quantity,Price,Available"
  for (i = 0; i < rows; i++)
    printf "SKU-%08d,Product %d,%d,%d,%d.%02d,2026-%02d-%02d\n", i, i % 1000, 1 + i % 5, i % 1000, 1 + i % 500, i % 100, 1 + i % 12, 1 + i % 28
}' >"$work/stock.csv"
# CSV filter options: comma, double quote, UTF-8, from line 1; columns 1-2 text, 3-5
# standard, 6 a Y-M-D date; English (US) numbers; detect special numbers.
lo --infilter="CSV:44,34,76,1,1/2/2/2/3/1/4/1/5/1/6/5,1033,false,true" --convert-to xlsx --outdir "$work" "$work/stock.csv"
mv "$work/stock.xlsx" "$out"
