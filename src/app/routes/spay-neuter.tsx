import { TextLink } from '@/components/content/text-link';
import { Callout } from '@/components/content/callout';
import { PhoneLink } from '@/components/content/phone-link';
import { BulletList, Section } from '@/components/content/section';
import { PageHeader } from '@/components/layout/page-header';
import { SpayNeuterProviderCard } from '@/components/rescue/spay-neuter-provider-card';
import { Card, CardTitle } from '@/components/ui/card';
import { routes } from '@/config/routes';
import { emergencyContact } from '@/content/contacts';
import {
  resourceHubLinks as englishResourceHubLinks,
  spayNeuterPage as englishSpayNeuterPage,
} from '@/content/pages/spay-neuter';
import {
  brooklynSpayNeuterProviders as englishBrooklyn,
  citywideSpayNeuterProviders as englishCitywide,
  communityCatSpayNeuterFunding as englishCommunityCatFunding,
} from '@/content/spay-neuter-providers';
import { useChrome, usePageContent } from '@/lib/locale-content';

export default function SpayNeuterPage() {
  const { spayNeuterPage: page, resourceHubLinks } = usePageContent('spay-neuter', {
    spayNeuterPage: englishSpayNeuterPage,
    resourceHubLinks: englishResourceHubLinks,
  });
  const { brooklynSpayNeuterProviders, citywideSpayNeuterProviders, communityCatSpayNeuterFunding } = usePageContent(
    'spay-neuter-providers',
    {
      brooklynSpayNeuterProviders: englishBrooklyn,
      citywideSpayNeuterProviders: englishCitywide,
      communityCatSpayNeuterFunding: englishCommunityCatFunding,
    },
  );
  const chrome = useChrome();
  return (
    <div className="flex flex-col gap-10">
      <PageHeader title={chrome.routes.spayNeuter.title} lead={page.lead} />

      <Section id="why" title={page.why.title}>
        <BulletList items={page.why.items} />
      </Section>

      <Section id="citywide" title={page.citywide.title} intro={page.citywide.intro}>
        <div className="grid gap-4 md:grid-cols-2">
          {citywideSpayNeuterProviders.map((p) => (
            <SpayNeuterProviderCard key={p.id} provider={p} />
          ))}
        </div>
      </Section>

      <Section id="brooklyn" title={page.brooklyn.title} intro={page.brooklyn.intro}>
        <div className="grid gap-4 md:grid-cols-2">
          {brooklynSpayNeuterProviders.map((p) => (
            <SpayNeuterProviderCard key={p.id} provider={p} />
          ))}
        </div>
      </Section>

      <Section id="community-cats" title={page.communityCats.title} intro={page.communityCats.intro}>
        <SpayNeuterProviderCard provider={communityCatSpayNeuterFunding} />
      </Section>

      <Section id="costs" title={page.costs.title} intro={page.costs.intro}>
        <BulletList items={page.costs.items} />
        <p className="text-sm text-ink-muted">{page.costs.note}</p>
        <Card>
          <CardTitle>{page.documents.title}</CardTitle>
          <BulletList items={page.documents.items} className="mt-2" />
        </Card>
      </Section>

      <Section id="before-surgery" title={page.preSurgery.title}>
        <BulletList items={page.preSurgery.items} />
      </Section>

      <Section id="after-surgery" title={page.postSurgery.title}>
        <BulletList items={page.postSurgery.items} />
        <Callout tone="emergency" title={page.emergency.title}>
          <BulletList items={page.emergency.items} />
          <PhoneLink
            phone={emergencyContact.phone}
            className="mt-3"
            label={`${page.emergency.callLabel}: ${emergencyContact.name}, ${emergencyContact.phone}`}
          >
            {emergencyContact.shortName} {emergencyContact.phone}
          </PhoneLink>
        </Callout>
      </Section>

      <Section id="resource-hub" title={page.hub.title} intro={page.hub.intro}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {resourceHubLinks.map((l) => (
            <li key={l.title}>
              <Card className="flex h-full flex-col gap-2">
                <CardTitle>{l.title}</CardTitle>
                <p className="text-sm text-ink-muted">{l.body}</p>
                <TextLink to={routes[l.route].path} className="mt-auto inline-flex min-h-11 items-center">
                  {l.linkLabel}
                </TextLink>
              </Card>
            </li>
          ))}
          <li>
            <Card className="flex h-full flex-col gap-2 bg-brand-soft">
              <CardTitle>{page.hub.whyItMatters.title}</CardTitle>
              <p className="text-sm">{page.hub.whyItMatters.body}</p>
            </Card>
          </li>
        </ul>
      </Section>
    </div>
  );
}
