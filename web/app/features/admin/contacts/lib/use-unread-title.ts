import { useEffect } from 'react'
import { useUnreadMessages } from '@/features/admin/shared/api/unread-messages.ts'

const COUNT_PREFIX = /^\(\d+\+?\) /

/**
 * "(3) Site | Messages": the unread count leads the tab's title, as mail clients do, while the
 * page is open. The route's meta writes the rest of the title; this only adds or removes the
 * prefix, so leaving the page (whose next title has none) leaves nothing behind.
 */
export function useUnreadTitle() {
  const unread = useUnreadMessages()
  useEffect(() => {
    const base = document.title.replace(COUNT_PREFIX, '')
    document.title = unread > 0 ? `(${unread > 99 ? '99+' : unread}) ${base}` : base
    return () => {
      document.title = document.title.replace(COUNT_PREFIX, '')
    }
  }, [unread])
}
