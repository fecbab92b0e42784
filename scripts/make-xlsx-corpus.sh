#!/bin/sh
# Regenerates the differential reader corpus under test/fixtures/xlsx/corpus/ (issue 26):
# workbooks written by four programs, which test/unit/sheets/xlsx-differential.test.ts reads
# with our reader and with independent ones.
#   openpyxl/     openpyxl-corpus.py (Debian's python3-openpyxl; PYTHON names an interpreter)
#   exceljs/      exceljs-corpus.ts (the dev dependency)
#   libreoffice/  LibreOffice re-saving half of each of the two sets above (formulas get values)
#   gnumeric/     Gnumeric re-saving the other half
# Made with openpyxl 3.0.9, exceljs 4.4, LibreOffice 7.4.7.2 and Gnumeric 1.12.55.
set -eu
. "$(dirname "$0")/real-programs.sh"
corpus="$root/test/fixtures/xlsx/corpus"
count=${COUNT:-30}
for w in openpyxl exceljs libreoffice gnumeric; do rm -rf "${corpus:?}/$w" && mkdir -p "$corpus/$w"; done

"${PYTHON:-/usr/bin/python3}" "$corpus/openpyxl-corpus.py" "$corpus/openpyxl" "$count"
(cd "$root" && npx tsx test/fixtures/xlsx/corpus/exceljs-corpus.ts "$corpus/exceljs" "$count")

# Even-numbered sources go to LibreOffice, odd ones to Gnumeric: each program re-saves 30.
mkdir "$work/lo"
for src in openpyxl exceljs; do
  for f in "$corpus/$src"/wb*.xlsx; do
    n=$(basename "$f" .xlsx | tr -dc 0-9)
    if [ "$(expr "$n" % 2)" -eq 0 ]; then
      cp "$f" "$work/lo/$src-$(basename "$f")"
    else
      ssconvert -T Gnumeric_Excel:xlsx2 "$f" "$corpus/gnumeric/$src-$(basename "$f")" 2>/dev/null
    fi
  done
done
mkdir "$work/lo-out"
lo --convert-to xlsx --outdir "$work/lo-out" "$work"/lo/*.xlsx
mv "$work"/lo-out/*.xlsx "$corpus/libreoffice/"
for w in openpyxl exceljs libreoffice gnumeric; do echo "$w: $(ls "$corpus/$w" | wc -l) workbooks"; done
du -sh "$corpus"
