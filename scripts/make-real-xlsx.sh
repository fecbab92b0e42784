#!/bin/sh
# Regenerates the workbooks saved by real programs under test/fixtures/xlsx/real/ from their
# hand-written sources there (flat ODS, .fods). The XLSX reader's tests assert every cell of
# these files, so after regenerating, look at what was really written (unzip -p FILE
# xl/worksheets/sheet2.xml) and update test/unit/sheets/xlsx-real.test.ts if it changed.
#   LibreOffice (soffice) writes: *-libreoffice.xlsx, and the .xls/.ods the reader must refuse.
#   Gnumeric (ssconvert) writes:  *-gnumeric.xlsx, from the .ods LibreOffice made (Gnumeric
#   reads no flat ODS).
# Made with LibreOffice 7.4.7.2 and Gnumeric 1.12.55.
set -eu
cd "$(dirname "$0")/../test/fixtures/xlsx/real"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A private profile, so a running LibreOffice or the user's settings change nothing.
lo() { soffice -env:UserInstallation="file://$work/profile" --headless "$@" >/dev/null 2>&1; }

for src in features dates-1904; do
  lo --convert-to xlsx --outdir "$work" "$src.fods"
  mv "$work/$src.xlsx" "$src-libreoffice.xlsx"
  lo --convert-to ods --outdir "$work" "$src.fods"
  ssconvert -T Gnumeric_Excel:xlsx "$work/$src.ods" "$src-gnumeric.xlsx" 2>/dev/null
done
# Formats the reader refuses with a clear message.
lo --convert-to xls --outdir "$work" features.fods
mv "$work/features.xls" features-libreoffice.xls
mv "$work/features.ods" features-libreoffice.ods 2>/dev/null || { lo --convert-to ods --outdir "$work" features.fods; mv "$work/features.ods" features-libreoffice.ods; }
ls -l
