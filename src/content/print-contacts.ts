/** Words of the printed 24/7 hospital table (src/components/content/print-contact-table.tsx). */
export const printContactCopy = {
  columns: { name: 'Hospital', where: 'Where', phone: 'Phone' },
  /** After a single-source number (docs/data-rules.md). */
  unconfirmedSuffix: '(unconfirmed: check first)',
  /** In place of a number the data rules do not let the site show. */
  hiddenPhone: 'Not confirmed: call ahead / check website',
} as const;
