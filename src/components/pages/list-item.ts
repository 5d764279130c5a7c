/** One entry of the news page's list: a news item, or a video of the highlight-video tab. */
export type ListItem = {
  kind: 'news' | 'video'
  id: number
  title: string
  synopsis: string
  cover: string
  alt: string
  time: string
  duration: number
}

type RowLike = {
  messageId: number
  messageTitle: string
  messageSynopsis: string
  messageUrl: string
  messageAlt?: string
  messageType: string
  updateTime: string
  duration?: number
}

/** A row of `/client/message/clientMessageListPage` (news or, for `class=video`, videos) as a list entry. */
export function toListItem(row: RowLike): ListItem {
  return {
    kind: row.messageType === 'video' ? 'video' : 'news',
    id: row.messageId,
    title: row.messageTitle,
    synopsis: row.messageSynopsis ?? '',
    cover: row.messageUrl ?? '',
    alt: row.messageAlt || row.messageTitle,
    time: row.updateTime ?? '',
    duration: row.duration ?? 0,
  }
}

/** The public address of an entry's detail page (contract 1: the spec's query URLs). */
export function listItemHref(item: Pick<ListItem, 'kind' | 'id'>): { pathname: string; query: Record<string, string> } {
  return item.kind === 'video'
    ? { pathname: '/zxyhdVideoDetail', query: { type: 'information', id: String(item.id) } }
    : { pathname: '/newsDetail', query: { type: 'information', id: String(item.id) } }
}
