// Part names inside the package (OPC, ECMA-376 Part 2): where a part's relationships live and
// which part a relationship's target names.

/** The folder a part name is in, with a trailing slash ('xl/' for 'xl/workbook.xml'). */
function folderOf(part: string): string {
  const slash = part.lastIndexOf('/');
  return slash < 0 ? '' : part.slice(0, slash + 1);
}

/** The relationships part of a part: 'xl/workbook.xml' → 'xl/_rels/workbook.xml.rels'; '' → '_rels/.rels'. */
export function relsPartOf(part: string): string {
  const folder = folderOf(part);
  return `${folder}_rels/${part.slice(folder.length)}.rels`;
}

/** A relationship's target as a part name (lower case), relative to the source part's folder or absolute. */
export function resolveTarget(source: string, target: string): string {
  const raw = decodeURIComponentSafe(target.replace(/\\/g, '/'));
  const joined = raw.startsWith('/') ? raw.slice(1) : folderOf(source) + raw;
  const out: string[] = [];
  for (const seg of joined.split('/')) {
    if (seg === '..') out.pop();
    else if (seg !== '.' && seg !== '') out.push(seg);
  }
  return out.join('/').toLowerCase();
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
