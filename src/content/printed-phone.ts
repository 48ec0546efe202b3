// The print sheet's phone column (src/components/content/print-contact-table.tsx). Pure, so the page and the
// end-to-end tests share it.
import { listings } from './pages/listings.ts';
import { phoneDisplay, type Resource } from './resources.ts';

/** What the phone column says, by the same data rules as the cards (docs/data-rules.md). */
export function printedPhone(resource: Resource, copy: typeof listings.printSheet = listings.printSheet): string {
  switch (phoneDisplay(resource)) {
    case 'call':
      return resource.phone ?? '';
    case 'unconfirmed':
      return `${resource.phone ?? ''} ${copy.unconfirmedSuffix}`;
    case 'hidden':
      return copy.hiddenPhone;
  }
}
