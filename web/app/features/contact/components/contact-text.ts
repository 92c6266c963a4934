/** docs/contract.md §8: what the contact form says. */
export const CONTACT_TEXT = {
  empty: 'Please fill all fields',
  sent: 'Message Send Successfully',
  rateLimited: 'Only two message can be sent today',
} as const
