// The assistant's reply is plain text with Markdown-style links `[text](href)`: hrefs are site paths
// ("/emergency#poisoning") or `tel:` digits. The site renders the segments as text and links (never as HTML);
// the function's checker uses the same parser to vet every link.

export type ReplySegment = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

const LINK = /\[([^\]\n]{1,200})\]\(([^()\s]{1,500})\)/g;

export function parseReply(reply: string): ReplySegment[] {
  const segments: ReplySegment[] = [];
  let last = 0;
  for (const match of reply.matchAll(LINK)) {
    const index = match.index;
    if (index > last) segments.push({ type: 'text', text: reply.slice(last, index) });
    segments.push({ type: 'link', text: match[1] ?? '', href: match[2] ?? '' });
    last = index + match[0].length;
  }
  if (last < reply.length) segments.push({ type: 'text', text: reply.slice(last) });
  return segments;
}

export function serializeReply(segments: readonly ReplySegment[]): string {
  return segments.map((s) => (s.type === 'text' ? s.text : `[${s.text}](${s.href})`)).join('');
}

/** A site path ("/x", "/x?q=y", "/x#y"), never a protocol-relative "//host". */
export function isSitePath(href: string): boolean {
  return /^\/(?!\/)[A-Za-z0-9\-/]*(\?[A-Za-z0-9=&%_.+-]*)?(#[A-Za-z0-9-]+)?$/.test(href);
}

export interface SentenceSpan {
  text: string;
  start: number;
  end: number;
}

/** Words whose trailing full stop doesn't end a sentence ("510 E. 62nd St. (at York Ave.)", "Dr. Lee"). */
const ABBREVIATION = /(?:^|[\s(])(?:st|ave|av|rd|blvd|pl|dr|mr|mrs|ms|no|vs|etc|approx|e\.g|i\.e|[A-Z])\.$/i;

/**
 * Splits one line into sentences with their offsets. A Markdown link is never split, nor an abbreviation or a
 * number ("1.5"); a sentence ends at ".", "!" or "?" (also "¡¿" openings stay with theirs) followed by space.
 */
export function splitSentences(line: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  const links = [...line.matchAll(LINK)].map((m) => [m.index, m.index + m[0].length] as const);
  const inLink = (i: number) => links.some(([a, b]) => i >= a && i < b);
  let start = 0;
  for (const m of line.matchAll(/[.!?]+["')\]]*\s+/g)) {
    const end = m.index + m[0].length;
    if (inLink(m.index)) continue;
    const head = line.slice(start, m.index + 1);
    if (/\.$/.test(m[0].trim()) && ABBREVIATION.test(head)) continue;
    spans.push({ text: line.slice(start, end).trim(), start, end });
    start = end;
  }
  if (start < line.length) spans.push({ text: line.slice(start).trim(), start, end: line.length });
  return spans.filter((s) => s.text !== '');
}

export interface ModelOutput {
  /** The level the model gave, when it gave a valid one. */
  urgency: string | null;
  reply: string;
}

function unescapeJsonString(raw: string): string {
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw.replace(/\\n/g, '\n').replace(/\\"/g, '"');
  }
}

function isJsonButNotObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value !== 'object' || value === null || Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * Reads the model's structured answer `{"urgency": ..., "reply": ...}` however it came: bare, in a ```json
 * fence, with text around it, or cut off after the reply. Plain prose (the model ignored the format) is the
 * reply with no urgency. Anything else (an object without a reply, a fragment of JSON) is null: the caller
 * answers without the model.
 */
export function parseModelOutput(content: string): ModelOutput | null {
  const text = content
    .trim()
    .replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1')
    .trim();
  if (text === '' || isJsonButNotObject(text)) return null;
  const open = text.indexOf('{');
  if (open === -1) return { urgency: null, reply: text };
  const close = text.lastIndexOf('}');
  if (close > open) {
    try {
      const parsed: unknown = JSON.parse(text.slice(open, close + 1));
      if (typeof parsed !== 'object' || parsed === null) return null;
      const { urgency, reply } = parsed as Record<string, unknown>;
      if (typeof reply !== 'string' || reply.trim() === '') return null;
      return { urgency: typeof urgency === 'string' ? urgency.trim().toLowerCase() : null, reply: reply.trim() };
    } catch {
      // fall through to reading the fields one by one
    }
  }
  const reply = /"reply"\s*:\s*"((?:\\.|[^"\\])*)"/.exec(text)?.[1];
  if (reply === undefined || reply.trim() === '') return null;
  const urgency = /"urgency"\s*:\s*"([a-z]+)"/i.exec(text)?.[1];
  return { urgency: urgency ? urgency.toLowerCase() : null, reply: unescapeJsonString(reply).trim() };
}
