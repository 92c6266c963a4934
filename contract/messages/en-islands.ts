/**
 * The fixed texts the public pages' islands say after the page is shown (labels that change,
 * messages), in English: part of the English catalogue (en.ts), kept apart so that the islands
 * script carries these only, as its fallback on a page in English (web/app/islands/texts.ts).
 */
export const enIslands = {
  'theme.toLight': 'Switch to light mode',
  'theme.toDark': 'Switch to dark mode',
  'header.openMenu': 'Open menu',
  'header.closeMenu': 'Close menu',
  'contact.nameRequired': 'Name is required',
  'contact.emailRequired': 'Email is required',
  'contact.msgRequired': 'Message is required',
  'contact.emailInvalid': 'Enter a valid e-mail address',
  'contact.empty': 'Please fill all fields',
  'contact.sent': 'Message Send Successfully',
  'contact.rateLimited': 'Only two message can be sent today',
  'code.copy': 'Copy',
  'code.copyLabel': 'Copy code',
  'code.copied': 'Copied',
  'code.selected': 'Selected',
  'code.selectedHint': 'Code selected: press Control C or Command C to copy it',
  'code.copyFailed': 'Could not copy: the code is selected, press Control C or Command C',
} as const satisfies Record<string, string>
