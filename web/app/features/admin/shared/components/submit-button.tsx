/** A form's send button: disabled, and saying so, while the save is on its way. */
export function SubmitButton({
  pending,
  label,
  busy,
}: {
  pending: boolean
  label: string
  busy: string
}) {
  return (
    <button type="submit" className="admin-button admin-button-solid" disabled={pending}>
      {pending ? busy : label}
    </button>
  )
}
