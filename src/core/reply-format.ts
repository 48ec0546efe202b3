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

/** A `tel:` link made only of digits (spec section 7). */
export function isTelHref(href: string): boolean {
  return /^tel:\+?\d{3,15}$/.test(href);
}
