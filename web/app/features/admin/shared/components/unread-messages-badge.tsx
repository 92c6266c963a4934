import { useUnreadMessages } from '../api/unread-messages.ts'

/** The unread count beside the side panel's Messages link; nothing when all are read. */
export function UnreadMessagesBadge() {
  const unread = useUnreadMessages()
  if (unread === 0) return null
  // The space keeps the link's name "Messages 3 unread" for screen readers, not "Messages3".
  return (
    <>
      {' '}
      <span className="unread-badge" data-testid="unread-badge">
        {unread > 99 ? '99+' : unread}
        <span className="sr-only"> unread</span>
      </span>
    </>
  )
}
