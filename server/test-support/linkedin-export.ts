import { strToU8, zipSync, type Zippable } from 'fflate'

/**
 * A realistic LinkedIn data export ("Get a copy of your data"), written from its documented
 * format with the mess real ones have: a byte-order mark, note lines before the header, quoted
 * fields with commas and line breaks, dates as "Mar 2021", "2019" or empty for "present", empty
 * columns, a duplicated row, a description longer than the field holds, a hidden recommendation,
 * and the files with personal data an import must never open.
 */

const BOM = '\uFEFF'

/** One CSV line: every field quoted when it needs to be, as LinkedIn writes them. */
const line = (cells: string[]) =>
  cells.map((cell) => (/[",\n\r]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',')
const csv = (rows: string[][], { bom = true, notes = [] as string[] } = {}) =>
  `${bom ? BOM : ''}${[...notes, ...rows.map(line)].join('\r\n')}\r\n`

/** A description past the 5,000 characters an experience's description holds. */
export const LONG_DESCRIPTION = Array.from(
  { length: 60 },
  (_, index) =>
    `Paragraph ${index + 1}: led the migration of the billing platform, with care for the details that matter.`,
).join('\n\n')

const LINKEDIN_FILES: Record<string, string> = {
  'Profile.csv': csv([
    [
      'First Name',
      'Last Name',
      'Maiden Name',
      'Address',
      'Birth Date',
      'Headline',
      'Summary',
      'Industry',
      'Zip Code',
      'Geo Location',
      'Twitter Handles',
      'Websites',
      'Instant Messengers',
    ],
    [
      'Ada',
      'Lovelace',
      '',
      '12 Analytical Row',
      'Dec 10, 1815',
      'Principal Engineer | Rust & TypeScript · Speaker',
      'I build reliable systems, and I write about them.\n\nBefore that, I worked on compilers, databases and a great many spreadsheets, with a team that cared about the details.',
      'Software Development',
      'W1',
      'London, England, United Kingdom',
      '[adalovelace]',
      '[PORTFOLIO:https://ada.example,OTHER:https://blog.ada.example]',
      '',
    ],
  ]),
  'Positions.csv': csv([
    ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
    [
      'Analytical Engines, Ltd.',
      'Principal Engineer',
      'Leading the platform team.\n• Cut deploy time from 40 to 6 minutes\n• Mentored 5 engineers, "the right way"',
      'London',
      'Mar 2021',
      '',
    ],
    ['Difference Works', 'Senior Engineer', LONG_DESCRIPTION, 'Remote', 'Jan 2018', 'Feb 2021'],
    ['Difference Works', 'Senior Engineer', LONG_DESCRIPTION, 'Remote', 'Jan 2018', 'Feb 2021'],
    ['Babbage & Co', 'Engineer', '', '', '2015', '2017'],
    ['', 'Intern', 'No company on this row', '', '2014', '2014'],
  ]),
  'Education.csv': csv([
    ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
    ['University of London', '2011', '2015', '', 'BSc Mathematics', 'Chess, rowing'],
    ['Open Courses', '', '', 'Self-taught', '', ''],
  ]),
  // Some exports write the note lines before the header in this file too.
  'Skills.csv': csv([['Name'], ['Rust'], ['TypeScript'], ['PostgreSQL'], ['Rust'], ['']], {
    notes: ['Notes:', '"Skills you listed on your profile, in the order you added them."', ''],
  }),
  'Certifications.csv': csv([
    ['Name', 'Url', 'Authority', 'Started On', 'Finished On', 'License Number'],
    [
      'Certified Kubernetes Administrator',
      'https://www.credly.com/badges/1234',
      'The Linux Foundation',
      'Jun 2022',
      'Jun 2025',
      'LF-123',
    ],
    [
      'AWS Solutions Architect',
      'www.credly.com/badges/5678',
      'Amazon Web Services',
      '2020',
      '',
      '',
    ],
  ]),
  'Projects.csv': csv([
    ['Title', 'Description', 'Url', 'Started On', 'Finished On'],
    [
      'Note G',
      'The first published algorithm, in Rust, for "the engine".',
      'https://github.com/ada/note-g',
      'Feb 2020',
      'Apr 2020',
    ],
    ['Loom', 'A pattern language, woven, with commas, and more', 'loom.example', '2019', ''],
  ]),
  'Recommendations_Received.csv': csv([
    ['First Name', 'Last Name', 'Company', 'Job Title', 'Text', 'Creation Date', 'Status'],
    [
      'Charles',
      'Babbage',
      'Difference Works',
      'Founder',
      'Ada saw further than any of us.\nShe turned an engine into an idea.',
      '03/15/21, 10:15 AM',
      'VISIBLE',
    ],
    [
      'Mary',
      'Somerville',
      'Royal Society',
      'Mentor',
      'A hidden one.',
      '01/02/20, 9:00 AM',
      'HIDDEN',
    ],
  ]),
  'Publications.csv': csv([
    ['Name', 'Published On', 'Description', 'Publisher', 'Url'],
    [
      'Notes on the Analytical Engine',
      'Sep 1843',
      'A translation, with notes three times its length.',
      "Taylor's Scientific Memoirs",
      'https://example.org/notes',
    ],
  ]),
  'Honors.csv': csv([
    ['Title', 'Description', 'Issued On'],
    ['Engineer of the Year', 'For the billing migration.', 'Dec 2022'],
  ]),
  'Languages.csv': csv([
    ['Name', 'Proficiency'],
    ['English', 'Native or bilingual proficiency'],
    ['French', 'Professional working proficiency'],
  ]),
  // Never to be opened: personal data an import does not need.
  'Connections.csv': csv(
    [
      ['First Name', 'Last Name', 'URL', 'Email Address', 'Company', 'Position', 'Connected On'],
      ['Secret', 'Contact', 'https://x', 'secret@example.com', 'X', 'Y', '01 Jan 2020'],
    ],
    {
      notes: [
        'Notes:',
        '"When exporting your connection data, you may notice that some of the email addresses are missing."',
        '',
      ],
    },
  ),
  'messages.csv': csv([
    ['CONVERSATION ID', 'FROM', 'TO', 'DATE', 'CONTENT'],
    ['1', 'Secret', 'Ada', '2020-01-01', 'A private message'],
  ]),
  'Email Addresses.csv': csv([
    ['Email Address', 'Confirmed', 'Primary'],
    ['ada@example.com', 'Yes', 'Yes'],
  ]),
  'PhoneNumbers.csv': csv([
    ['Extension', 'Number', 'Type'],
    ['', '+44 20 0000 0000', 'Mobile'],
  ]),
}

/** The export's ZIP; `files` replaces or adds files (a string) or leaves them out (null). */
export function linkedInExport(files: Record<string, string | Uint8Array | null> = {}): Uint8Array {
  const all: Zippable = {}
  for (const [name, text] of Object.entries({ ...LINKEDIN_FILES, ...files })) {
    if (text === null) continue
    all[name] = typeof text === 'string' ? strToU8(text) : text
  }
  return zipSync(all)
}

export { csv as linkedInCsv }
