// What names a connection, in one shape for everyone: the CLI's active-connection file, the
// app's active choice, and the connection a job runs on (its journal's `connection` column).
// A reference says which connection, never how it is shown: labels change, ids and paths do
// not, and nothing ever finds a connection by parsing a label again. It never holds a secret
// (the schemas are strict, so a stray key such as a pasted token is refused, not kept).
import * as z from 'zod';

/** The built-in sandbox's id in the app's connection list. */
export const SANDBOX_ID = 'sandbox';

const sandboxRef = z.object({ kind: z.literal('sandbox') }).strict();
const fileRef = z.object({ kind: z.literal('credentials-file'), path: z.string().min(1) }).strict();
/** name: what the saved connection was called when the reference was made (for messages only). */
const savedRef = z.object({ kind: z.literal('saved'), id: z.string().min(1), name: z.string().optional() }).strict();
/** Only from journals written before ids were recorded: found by the name and address they ran on. */
const savedByNameRef = z.object({ kind: z.literal('saved-by-name'), name: z.string(), baseUrl: z.string() }).strict();

/** A pointer the user chose (`login`, the app's connection list): the active-connection file holds one. */
export const activeConnectionSchema = z.discriminatedUnion('kind', [sandboxRef, fileRef, savedRef]);
export type ActiveConnection = z.infer<typeof activeConnectionSchema>;

export const connectionRefSchema = z.discriminatedUnion('kind', [sandboxRef, fileRef, savedRef, savedByNameRef]);
export type ConnectionRef = z.infer<typeof connectionRefSchema>;

/**
 * The connection a job runs on, as its journal records it: `ref` finds it again; `baseUrl`
 * is where it answered when the job started, for messages and the Summary sheet only.
 */
export const jobConnectionSchema = z.object({ ref: connectionRefSchema, baseUrl: z.string() }).strict();
export type JobConnection = z.infer<typeof jobConnectionSchema>;

/** How the CLI and the Summary sheet name a connection: `built-in sandbox`, `credentials file <path>`, `connection <name>`. */
export function describeConnection(ref: ConnectionRef): string {
  switch (ref.kind) {
    case 'sandbox':
      return 'built-in sandbox';
    case 'credentials-file':
      return `credentials file ${ref.path}`;
    case 'saved':
      return `connection ${ref.name ?? ref.id}`;
    case 'saved-by-name':
      return `connection ${ref.name}`;
  }
}

/** How the app names it (its connection list shows the sandbox as "Built-in sandbox" and saved ones by name). */
export function connectionName(ref: ConnectionRef): string {
  switch (ref.kind) {
    case 'sandbox':
      return 'Built-in sandbox';
    case 'credentials-file':
      return `credentials file ${ref.path}`;
    case 'saved':
      return ref.name ?? ref.id;
    case 'saved-by-name':
      return ref.name;
  }
}
