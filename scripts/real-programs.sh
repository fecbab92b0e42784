# Sourced by make-real-csv.sh and make-real-xlsx.sh, which write the fixtures real programs
# save: the repository root, a scratch folder removed on exit, and the two programs.
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# LibreOffice, with a private profile so a running LibreOffice or the user's settings change nothing.
lo() { soffice -env:UserInstallation="file://$work/profile" --headless "$@" >/dev/null 2>&1; }
# gnumeric FODS OUT SSCONVERT-OPTIONS...: Gnumeric reads no flat ODS, so it converts the .ods
# LibreOffice makes of FODS (left in $work as NAME.ods).
gnumeric() {
  src=$1 out=$2
  shift 2
  lo --convert-to ods --outdir "$work" "$src"
  ssconvert "$@" "$work/$(basename "$src" .fods).ods" "$out" 2>/dev/null
}
