/**
 * The shapes of the JSON answers tests read: the public API's envelope (src/content/api/handler.ts, contract 3) and
 * Payload's REST answers. A test names the shape it expects (`request<ApiList<MessageRow>>(...)`); nothing checks it
 * at run time — the test's assertions do.
 */
import type { PaginatedDocs } from 'payload'

import type { MessageDetail } from '@/content/news'
import type { User } from '@/payload-types'

/** Every answer of the public API: `code` (the HTTP status) and `msg` around what the route answers. */
export type ApiEnvelope = { code: number; msg: string }

/** A list answer of the public API. */
export type ApiList<Row> = ApiEnvelope & { rows: Row[]; total: number }

/** A one-record answer of the public API. */
export type ApiData<T> = ApiEnvelope & { data: T }

/** A news item as `/client/message/clientMessageSelectById/{id}` answers it: the page's srcset stays out of it. */
export type NewsRecord = Omit<MessageDetail, 'messageSrcSet'>

/** A document of any collection, read for its id. */
type WithId = { id: number }

/** Payload's answer to a find (`GET /api/<collection>`). */
export type Found<T = WithId> = PaginatedDocs<T>

/** Payload's answer to a create or an update by id (`POST /api/<collection>`, `PATCH /api/<collection>/<id>`). */
export type Saved<T = WithId> = { doc: T; message: string }

/** Payload's answer to a sign-in (`POST /api/users/login`). */
export type LoggedIn = { token: string; exp: number; user: User; message: string }

/** Payload's answer to `GET /api/users/me`. */
export type Me = { user: User }

/** Payload's error answer: one entry per error, a validation error listing its fields. */
export type PayloadErrors = {
  errors?: { message: string; name?: string; data?: { errors?: { path: string; message: string }[] } | null }[]
  message?: string
}

/** Every message of a Payload error answer (the errors' and their fields'), space-separated; '' for anything else. */
export function messageOf(body: unknown): string {
  const errors = (body as PayloadErrors | null | undefined)?.errors
  return errors?.map((e) => [e.message, ...(e.data?.errors ?? []).map((d) => d.message)].join(' ')).join(' ') ?? ''
}
