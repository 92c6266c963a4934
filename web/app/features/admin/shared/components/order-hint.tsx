/** Says how a dashboard list relates to the public site: the same order, new items first or last. */
export function OrderHint({ newAt }: { newAt: 'start' | 'end' }) {
  return (
    <p className="admin-hint mb-3">
      In the order your public site shows them; a new one is added at the{' '}
      {newAt === 'start' ? 'top' : 'bottom'}. Drag an item by its handle, or use its Move up and
      Move down buttons.
    </p>
  )
}
