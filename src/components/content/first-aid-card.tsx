import { useEffect, useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { emergencyContact } from '@/content/contacts';
import { firstAidPage as englishFirstAidPage, type FirstAidTopic } from '@/content/pages/first-aid';
import { cn } from '@/lib/cn';
import { useChrome, usePageContent } from '@/lib/locale-content';
import { BulletList } from './section';
import { EmergencyCallLink } from './emergency-call-link';
import { PhoneNumber } from './phone-link';
import { StepList } from './step-list';
import { firstAidCardId, TOPIC_PARAM } from './first-aid-topic-href';

/**
 * The six first-aid topics as an accordion (docs/requirements.md, "First-aid cards: none or exactly one open"). The
 * open topic lives in the URL (`?topic=`), so the home page and /emergency can link straight to open steps and Back
 * works; a link to a card's anchor alone (`#topic-burns`, as the assistant's answers link a section) opens that
 * card too. Changes replace the history entry and keep the hash, so toggling never jumps the page, except that
 * closing the card the hash opened drops the hash.
 */
export function FirstAidCards({ topics }: { topics: readonly FirstAidTopic[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const cardHash = `#${firstAidCardId('')}`;
  const fromHash = location.hash.startsWith(cardHash) ? location.hash.slice(cardHash.length) : null;
  const requested = new URLSearchParams(location.search).get(TOPIC_PARAM);
  const openId = topics.some((t) => t.id === requested) ? requested : null;

  // A card's anchor alone (#topic-burns) opens it once the page has hydrated: the prerendered page can't see the
  // hash, and hydration keeps the server's attributes, so the topic goes into the URL like a click would.
  useEffect(() => {
    if (requested !== null || !topics.some((t) => t.id === fromHash)) return;
    navigate(
      { pathname: location.pathname, search: `?${TOPIC_PARAM}=${fromHash}`, hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [requested, fromHash, topics, navigate, location.pathname, location.hash]);

  function toggle(id: string) {
    const params = new URLSearchParams(location.search);
    if (openId === id) params.delete(TOPIC_PARAM);
    else params.set(TOPIC_PARAM, id);
    const search = params.toString();
    const closingHashTopic = openId === id && fromHash === id;
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: closingHashTopic ? '' : location.hash },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div className="flex flex-col gap-3 print:grid print:grid-cols-3 print:gap-2">
      {topics.map((topic) => (
        <FirstAidCard key={topic.id} topic={topic} open={openId === topic.id} onToggle={() => toggle(topic.id)} />
      ))}
    </div>
  );
}

function FirstAidCard({ topic, open, onToggle }: { topic: FirstAidTopic; open: boolean; onToggle: () => void }) {
  const panelId = useId();
  const { firstAidPage } = usePageContent('first-aid', { firstAidPage: englishFirstAidPage });
  const chrome = useChrome();
  const buttonId = useId();
  return (
    <div
      id={firstAidCardId(topic.id)}
      data-testid="first-aid-card"
      className={cn(
        'rounded-xl border bg-surface shadow-sm print:shadow-none',
        open ? 'border-emergency-border' : 'border-surface-line',
      )}
    >
      <h3 className="text-lg font-bold text-ink">
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-14 w-full items-center gap-3 rounded-xl px-4 py-3 text-start focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand print:min-h-0 print:px-2 print:py-1"
        >
          <Icon name={topic.icon} className="size-6 text-emergency" />
          <span className="flex-1">{topic.title}</span>
          <Icon name="chevronDown" className={cn('transition-transform print:hidden', open && 'rotate-180')} />
        </button>
      </h3>
      {/* Closed panels stay in the page, hidden on screen, so the printed sheet can show every topic. */}
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className={cn(
          'gap-4 border-t border-surface-line px-4 py-4 md:grid-cols-3 print:grid print:grid-cols-1 print:gap-1 print:px-2 print:py-1',
          open ? 'grid' : 'hidden',
        )}
      >
        <div>
          <h4 className="mb-2 font-bold text-brand-dark">{firstAidPage.stepsHeading}</h4>
          <StepList items={topic.steps} />
        </div>
        <div>
          <h4 className="mb-2 font-bold text-emergency-dark">{firstAidPage.warningsHeading}</h4>
          <BulletList items={topic.warnings} />
        </div>
        <div className="flex flex-col gap-3">
          <div>
            <h4 className="mb-2 font-bold text-urgent">{firstAidPage.whenToCallHeading}</h4>
            <BulletList items={topic.whenToCall} />
          </div>
          <EmergencyCallLink className="print:hidden">
            {chrome.call.button} <PhoneNumber phone={emergencyContact.phone} />
          </EmergencyCallLink>
        </div>
      </div>
    </div>
  );
}
