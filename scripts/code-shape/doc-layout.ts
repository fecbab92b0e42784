// Reads the folder paths a layout document names, so test/unit/docs-layout.test.ts can hold
// the docs and the tree to each other: every named folder exists, every folder is named.
//
// The layout is README.md's "## Layout" section: a fenced tree where a line starting with
// `name/` names a folder under the nearest less-indented folder above it, further bare
// `name/` words on a folder's line name its sub-folders, and root-relative paths
// (`server/index.ts`, `main/jobs/`) anywhere in the section are taken as written.

/** The top-level folders a root-relative path may start with. */
const rootFolders = ['main', 'server', 'shared', 'renderer', 'test', 'assets', 'docs', 'scripts'];
const rootPath = new RegExp(`(?<![\\w./-])(?:${rootFolders.join('|')})/[\\w./-]*`, 'g');

/** The text of the `## title` section of a Markdown document, or null when there is none. */
export function markdownSection(markdown: string, title: string): string | null {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${title}`);
  if (start < 0) return null;
  const end = lines.findIndex((line, i) => i > start && /^#{1,2} /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** The lines inside the fenced code blocks of a Markdown text. */
export function fencedLines(markdown: string): string[] {
  const inside: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    else if (fenced) inside.push(line);
  }
  return inside;
}

/** Root-relative paths written out in a text (`main/jobs/`, `server/index.ts`), trailing dots trimmed. */
export function rootRelativePaths(text: string): string[] {
  return [...text.matchAll(rootPath)].map((match) => match[0].replace(/\.+$/, ''));
}

/** The folders (ending in '/') a layout tree names, each as a path from the repository root. */
export function treeFolders(treeLines: readonly string[]): string[] {
  const named: string[] = [];
  const open: { indent: number; path: string }[] = [];
  for (const line of treeLines) {
    const entry = /^(\s*)([\w.-]+\/)(?=\s|$)(.*)$/.exec(line);
    if (!entry) continue;
    const [, spaces = '', name = '', rest = ''] = entry;
    while (open.length > 0 && open[open.length - 1]!.indent >= spaces.length) open.pop();
    const folder = (open[open.length - 1]?.path ?? '') + name;
    open.push({ indent: spaces.length, path: folder });
    named.push(folder);
    // Sub-folders listed on the folder's own line ("test/  support/ (helpers) unit/ e2e/").
    for (const word of rest.matchAll(/(?<=^|\s)([\w.-]+\/)(?=\s|$)/g)) named.push(folder + word[1]);
  }
  return named;
}

/** Every path README.md's Layout section names, or null when README.md has no such section. */
export function readmeLayoutPaths(readme: string): string[] | null {
  const section = markdownSection(readme, 'Layout');
  if (section === null) return null;
  return [...new Set([...treeFolders(fencedLines(section)), ...rootRelativePaths(section)])].sort();
}
