// The contract between main and renderer: every method the preload exposes and every event
// main pushes. Add a channel here, implement it in main/ipc/handlers/, and both sides get its
// types. Rows never cross in bulk: the renderer asks for windows of rows (offset + limit).
import { z } from 'zod';
import { channel } from './define.js';

const empty = z.object({}).strict();
const id = z.string().min(1).max(200);
const filePath = z.string().min(1).max(4096);

export const ConnectionSummary = z.object({
  id,
  name: z.string(),
  kind: z.enum(['sandbox', 'code', 'implicit', 'refresh-token']),
  baseUrl: z.string(),
  state: z.enum(['connected', 'sign-in-required', 'expires-soon', 'offline']),
  profiles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  note: z.string().optional(),
});
export type ConnectionSummary = z.infer<typeof ConnectionSummary>;

export const SheetPreview = z.object({
  path: filePath,
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  sheets: z.array(z.string()),
  sheet: z.string(),
  headerRowNumber: z.number().int().positive(),
  headers: z.array(z.string()),
  rows: z.array(z.object({ rowNumber: z.number().int(), cells: z.array(z.string()) })),
});
export type SheetPreview = z.infer<typeof SheetPreview>;

export const contract = {
  'app.info': channel(empty, z.object({ version: z.string(), platform: z.string(), dataDir: z.string() })),
  'connections.list': channel(empty, z.object({ activeId: z.string().nullable(), connections: z.array(ConnectionSummary) })),
  'connections.setActive': channel(z.object({ id }).strict(), z.object({ ok: z.literal(true) })),
  'files.inspect': channel(
    z.object({ path: filePath, sheet: z.string().max(255).optional(), headerRow: z.number().int().positive().max(1000).optional() }).strict(),
    SheetPreview,
  ),
} as const;

export type Contract = typeof contract;
export type Channel = keyof Contract;
export type RequestOf<C extends Channel> = z.input<Contract[C]['request']>;
export type ResponseOf<C extends Channel> = z.output<Contract[C]['response']>;

export const events = {
  'connections.changed': z.object({ activeId: z.string().nullable() }),
} as const;
export type Events = typeof events;
export type EventName = keyof Events;
export type EventOf<E extends EventName> = z.output<Events[E]>;

export const channelNames = Object.keys(contract) as Channel[];
export const eventNames = Object.keys(events) as EventName[];
