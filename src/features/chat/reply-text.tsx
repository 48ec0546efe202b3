import { Link } from 'react-router-dom';
import { isTelHref } from '@/core/phone';
import { isSitePath, parseReply } from '@/core/reply-format';

const linkClass = 'font-semibold underline underline-offset-2';

/**
 * A reply as text with links: site paths become router links, `tel:` digits become tap-to-call links,
 * anything else stays text. Never HTML.
 */
export function ReplyText({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <div className="space-y-1">
      {lines.map((line, i) => {
        if (line.trim() === '') return null;
        const bullet = line.startsWith('- ');
        const body = parseReply(bullet ? line.slice(2) : line).map((segment, j) => {
          if (segment.type === 'text') return <span key={j}>{segment.text}</span>;
          if (isSitePath(segment.href)) {
            return (
              <Link key={j} to={segment.href} className={linkClass}>
                {segment.text}
              </Link>
            );
          }
          if (isTelHref(segment.href)) {
            return (
              <a key={j} href={segment.href} className={linkClass}>
                {segment.text}
              </a>
            );
          }
          return <span key={j}>{segment.text}</span>;
        });
        return (
          <p key={i} className={bullet ? 'ps-4 -indent-3' : undefined}>
            {bullet ? '• ' : null}
            {body}
          </p>
        );
      })}
    </div>
  );
}
