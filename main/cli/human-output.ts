// Where the lines a person reads go: stdout, or stderr under --json (whose stdout carries
// only JSON objects, so a script can parse it whole).
export function humanOutput(json: boolean): (s: string) => unknown {
  return json ? (s) => process.stderr.write(s) : (s) => process.stdout.write(s);
}
