import { HISTORY_KINDS } from '../content/registry.ts'
import type { HistoryKind } from '../content/history-kind.ts'

export type { StoredRow } from '../content/history-kind.ts'

const BY_NAME = new Map(HISTORY_KINDS.map((kind) => [kind.name, kind]))

/** The kind of a history or trash type, or undefined for an unknown name. */
export function historyType(name: string): HistoryKind | undefined {
  return BY_NAME.get(name)
}

/** The history kind whose rows live in `table`. */
export function historyTypeOfTable(table: string): HistoryKind | undefined {
  return HISTORY_KINDS.find((kind) => kind.table === table)
}
