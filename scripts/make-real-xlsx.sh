#!/bin/sh
# Regenerates the workbooks saved by real programs under test/fixtures/xlsx/real/ from their
# hand-written sources there (flat ODS, .fods). The XLSX reader's tests assert every cell of
# these files, so after regenerating, look at what was really written (unzip -p FILE
# xl/worksheets/sheet2.xml) and update test/unit/sheets/xlsx-real.test.ts if it changed.
#   LibreOffice (soffice) writes: *-libreoffice.xlsx, and the .xls/.ods the reader must refuse.
#   Gnumeric (ssconvert) writes:  *-gnumeric.xlsx, from the .ods LibreOffice made (Gnumeric
#   reads no flat ODS).
#   openpyxl writes:              *-openpyxl.xlsx, from the Python in openpyxl-workbooks.py
#   (Debian's python3-openpyxl; PYTHON names an interpreter that has it).
# Made with LibreOffice 7.4.7.2, Gnumeric 1.12.55 and openpyxl 3.0.9.
set -eu
. "$(dirname "$0")/real-programs.sh"
cd "$root/test/fixtures/xlsx/real"

for src in features dates-1904; do
  lo --convert-to xlsx --outdir "$work" "$src.fods"
  mv "$work/$src.xlsx" "$src-libreoffice.xlsx"
  gnumeric "$src.fods" "$src-gnumeric.xlsx" -T Gnumeric_Excel:xlsx
done
# 8,000 rows (big-cells.ts), so the sheet's XML spans many of the reader's inflate chunks.
(cd "$root" && npx tsx test/fixtures/xlsx/real/make-big-fods.ts "$work/stock-8000.fods")
lo --convert-to xlsx --outdir "$work" "$work/stock-8000.fods"
mv "$work/stock-8000.xlsx" stock-8000-libreoffice.xlsx
gnumeric "$work/stock-8000.fods" stock-8000-gnumeric.xlsx -T Gnumeric_Excel:xlsx
# A hidden sheet before the visible one. LibreOffice always writes the active sheet as
# visible, and headless it takes the active sheet from an .xlsx's workbookView, never from a
# .fods' settings; so this source is a hand-written package (hidden-first/), zipped here and
# re-saved by LibreOffice. (Gnumeric 1.12.55 writes no sheet state at all.)
(cd hidden-first && zip -q -X -r "$work/hidden-first-src.xlsx" '[Content_Types].xml' _rels xl)
mkdir "$work/out"
lo --convert-to xlsx --outdir "$work/out" "$work/hidden-first-src.xlsx"
mv "$work/out/hidden-first-src.xlsx" hidden-first-libreoffice.xlsx
# Formats the reader refuses with a clear message.
lo --convert-to xls --outdir "$work" features.fods
mv "$work/features.xls" features-libreoffice.xls
# (features.ods is still in $work from the Gnumeric step above.)
mv "$work/features.ods" features-libreoffice.ods
# What Python scripts write (inline strings, absolute part names, formulas with no value).
"${PYTHON:-/usr/bin/python3}" openpyxl-workbooks.py .
ls -l
