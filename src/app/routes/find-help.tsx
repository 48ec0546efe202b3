import { Link } from 'react-router-dom';
import { Callout } from '@/components/content/callout';
import { jsonLd } from '@/components/layout/route-head';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { buttonClasses } from '@/components/ui/button';
import { absoluteUrl } from '@/config/env';
import { routes } from '@/config/routes';
import { findHelpPage as englishFindHelpPage, type HelpCard } from '@/content/pages/find-help';
import { useChrome, useLocalizeHref, usePageContent } from '@/lib/locale-content';

const pathOf = (card: HelpCard) => `${routes[card.route].path}${card.search ?? ''}`;

export default function FindHelpPage() {
  const { findHelpPage: copy } = usePageContent('find-help', { findHelpPage: englishFindHelpPage });
  const chrome = useChrome();
  const localize = useLocalizeHref();
  const hrefOf = (card: HelpCard) => localize(pathOf(card));
  // The layout already gives the hub its WebPage JSON-LD from the registry; this adds the list of help pages
  // it leads to, so search engines can show them as the hub's parts.
  const itemList = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: chrome.routes.findHelp.title,
    itemListElement: copy.cards.map((card, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: card.title,
      url: absoluteUrl(hrefOf(card)),
    })),
  };
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={chrome.routes.findHelp.title} lead={copy.lead} />
      <Callout tone="emergency" title={copy.urgent.title}>
        <p>{copy.urgent.body}</p>
        <Link
          to={localize(routes.emergency.path)}
          className={buttonClasses({ variant: 'emergency', className: 'mt-2' })}
        >
          {copy.urgent.cta}
        </Link>
      </Callout>
      <section aria-labelledby="help-cards-heading" className="flex flex-col gap-4">
        <h2 id="help-cards-heading" className="text-2xl font-bold text-ink">
          {copy.cardsTitle}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {copy.cards.map((card) => (
            <li key={card.title}>
              <Card className="flex h-full flex-col gap-3">
                <h3 className="text-lg font-bold text-ink">{card.title}</h3>
                <p className="grow text-ink-muted">
                  {typeof card.body === 'function' ? card.body(__NYC_VET_COUNT__) : card.body}
                </p>
                <Link to={hrefOf(card)} className={buttonClasses({ variant: 'primary', className: 'self-start' })}>
                  {card.cta}
                  <Icon name="chevronRight" className="size-5" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <script type="application/ld+json">{jsonLd(itemList)}</script>
    </div>
  );
}
