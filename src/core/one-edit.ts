// One typo apart: the edit distance both the search's typo net and triage's lexicon read misspellings by.
// Pure and allocation-free (it runs for every unknown word of a message).

/** `a` from `ai` equals `b` from `bi`, up to `bEnd` in `b`. */
function sameRest(a: string, ai: number, b: string, bi: number, bEnd: number): boolean {
  if (a.length - ai !== bEnd - bi) return false;
  for (let k = 0; ai + k < a.length; k += 1) if (a[ai + k] !== b[bi + k]) return false;
  return true;
}

/**
 * True when `a` and the first `bLength` letters of `b` differ by at most one edit (insert, delete, substitute,
 * swap of neighbours). Allocates nothing: it runs for every unknown word of a message.
 */
export function withinOneEdit(a: string, b: string, bLength = b.length): boolean {
  const la = a.length;
  if (Math.abs(la - bLength) > 1 || bLength > b.length) return false;
  let i = 0;
  while (i < la && i < bLength && a[i] === b[i]) i += 1;
  if (i === la && i === bLength) return true;
  if (la === bLength) {
    if (sameRest(a, i + 1, b, i + 1, bLength)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && sameRest(a, i + 2, b, i + 2, bLength);
  }
  return la > bLength ? sameRest(a, i + 1, b, i, bLength) : sameRest(a, i, b, i + 1, bLength);
}
