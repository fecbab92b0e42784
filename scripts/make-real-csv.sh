#!/bin/sh
# Regenerates the CSV files LibreOffice saves under test/fixtures/csv/real/ (the CSV reader's
# chunk-boundary test, test/unit/sheets/csv-real.test.ts), from the cells in cells.ts:
#   stock-libreoffice-utf8.csv     comma separated, UTF-8 (LibreOffice's CSV filter, charset 76)
#   stock-libreoffice-cp1252.csv   semicolon separated, Windows-1252 (charset 1), as European
#                                  Excel and LibreOffice users save them
#   stock-libreoffice-utf16.csv    tab separated, UTF-16LE with a BOM (charset 65535), the shape
#                                  of Excel's "Unicode Text"
#   stock-gnumeric-utf16-nobom.csv the first 1,000 rows, semicolon separated, every cell quoted,
#                                  UTF-16LE with no BOM (Gnumeric 1.12.55's charset=UTF-16LE), as
#                                  database exports write it
# Made with LibreOffice 7.4.7.2 and Gnumeric 1.12.55.
set -eu
. "$(dirname "$0")/real-programs.sh"
cd "$root/test/fixtures/csv/real"
for charset in utf8 windows-1252; do
  (cd "$root" && npx tsx test/fixtures/csv/real/make-fods.ts "$charset" "$work/stock-$charset.fods")
done
lo --convert-to 'csv:Text - txt - csv (StarCalc):44,34,76,1' --outdir "$work/utf8" "$work/stock-utf8.fods"
mv "$work/utf8/stock-utf8.csv" stock-libreoffice-utf8.csv
lo --convert-to 'csv:Text - txt - csv (StarCalc):59,34,1,1' --outdir "$work/cp1252" "$work/stock-windows-1252.fods"
mv "$work/cp1252/stock-windows-1252.csv" stock-libreoffice-cp1252.csv
lo --convert-to 'csv:Text - txt - csv (StarCalc):9,34,65535,1' --outdir "$work/utf16" "$work/stock-utf8.fods"
mv "$work/utf16/stock-utf8.csv" stock-libreoffice-utf16.csv
(cd "$root" && npx tsx test/fixtures/csv/real/make-fods.ts utf8 "$work/stock-1000.fods" 1000)
gnumeric "$work/stock-1000.fods" stock-gnumeric-utf16-nobom.csv \
  -T Gnumeric_stf:stf_assistant -O 'separator=; quoting-mode=always eol=windows charset=UTF-16LE'
ls -l
