#!/usr/bin/env node
// Search and assistant evaluation on natural questions (eval/search/development.json and held-back.json): for the site search and for
// the no-key assistant, on the development half and the held-out half —
//   first:     the right section is the first result (search) or the first source (assistant);
//   top 3:     the right section is among the first three;
//   emergency: share of everyday questions that show an emergency guide (any result, any source). A question
//              whose answer lives in an emergency guide ("what goes in a first-aid kit", "what causes breathing
//              trouble") is about an emergency subject, so showing that guide is no false alarm: it is left out.
// A search result is "right" when its link is one of the question's sections, or a page-level link (no # or
// ?tab=) to the page that holds the expected section. Targets: first >= 85 %, top 3 >= 95 %, emergency <= 3 %.
//
//   npm run eval:search             the table, then each figure met or MISSED against its target; exit 1 on a miss
//   npm run eval:search -- --misses also list each miss of the development half (tune on that half only)
//   npm run eval:search -- --dev    the development half only
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const here = join(dirname(fileURLToPath(import.meta.url)), '..', 'eval', 'search');
// `--dev`: the development half only, for tuning without seeing any held-back figure.
// The table's half names, and the file each is read from.
const FILES = { dev: 'development', 'held-out': 'held-back' };
const halves = (process.argv.includes('--dev') ? ['dev'] : ['dev', 'held-out']).map((name) => ({
  name,
  ...JSON.parse(readFileSync(join(here, `${FILES[name]}.json`), 'utf8')),
}));
const TARGETS = { first: 0.85, top3: 0.95, emergency: 0.03 };
const showMisses = process.argv.includes('--misses');

const server = await createServer({
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'silent',
});
let failed = false;
try {
  const { assistant, guideEngine, sitePassages } = await server.ssrLoadModule('/src/composition/site-assistant.ts');
  const { guideIndex } = await server.ssrLoadModule('/src/content/guide-index/entries.ts');
  const { RED_FLAGS } = await server.ssrLoadModule('/src/composition/red-flags.ts');
  const emergencyPaths = new Set([
    ...sitePassages.filter((p) => p.emergency).map((p) => p.path),
    ...guideIndex.filter((e) => e.urgency === 'emergency').map((e) => e.path),
    // Only the emergency flags' guides: an urgent flag's guide (the signs a cat is sick) is everyday care.
    ...RED_FLAGS.filter((r) => r.level === 'emergency').map((r) => r.guide.path),
  ]);
  const { pageOf } = await server.ssrLoadModule('/src/core/search/links.ts');
  // A Spanish question is answered with the Spanish page (/es/spay-neuter#costs, docs/assistant-languages.md): the same section.
  const { splitLocalePath } = await server.ssrLoadModule('/src/config/locales.ts');
  const unprefixed = (path) => {
    const [pathname, rest = ''] = path.split(/(?=[?#])/);
    return splitLocalePath(pathname).path + rest;
  };
  const searchRight = (path, expect) =>
    expect.includes(path) || (!/[?#]/.test(path) && expect.some((e) => pageOf(e) === path));

  const rows = [];
  for (const half of halves) {
    // The assistant's emergency answers come from triage (guide-level links); the last row leaves them out.
    for (const system of ['search', 'assistant', 'assistant, non-emergency questions']) {
      let first = 0;
      let top3 = 0;
      let nonEmergency = 0;
      let emergencyShown = 0;
      const misses = [];
      const questions = half.questions.filter((x) => !system.includes('non-emergency') || !x.emergency);
      for (const { q, expect, emergency = false } of questions) {
        let paths;
        let showsEmergency;
        if (system === 'search') {
          const results = guideEngine.search(q);
          paths = results.map((r) => r.path);
          showsEmergency = results.some((r) => r.urgency === 'emergency');
        } else {
          const answer = assistant.compose(q);
          paths = answer.sources.map((s) => unprefixed(s.path));
          showsEmergency = answer.emergency || paths.some((p) => emergencyPaths.has(p));
        }
        const emergencySubject = expect.some((e) => emergencyPaths.has(e) || emergencyPaths.has(pageOf(e)));
        const right = system === 'search' ? (p) => searchRight(p, expect) : (p) => expect.includes(p);
        const isFirst = paths.length > 0 && right(paths[0]);
        const inTop3 = paths.slice(0, 3).some(right);
        first += isFirst ? 1 : 0;
        top3 += inTop3 ? 1 : 0;
        if (!emergency && !emergencySubject) {
          nonEmergency++;
          if (showsEmergency) emergencyShown++;
        }
        const falseAlarm = !emergency && showsEmergency && !emergencySubject;
        if (!isFirst || falseAlarm)
          misses.push(
            `  ${isFirst ? ' ' : inTop3 ? '3' : 'x'}${falseAlarm ? 'E' : ' '} "${q}" -> ${paths.slice(0, 3).join(' ') || '(nothing)'} (want ${expect[0]})`,
          );
      }
      const n = questions.length;
      const row = {
        half: half.name,
        system: system.startsWith('assistant,') ? 'assistant (non-emerg.)' : system,
        n,
        first: first / n,
        top3: top3 / n,
        emergency: emergencyShown / Math.max(1, nonEmergency),
      };
      rows.push(row);
      if (showMisses && half.name === 'dev' && misses.length)
        console.log(`${half.name} / ${system} misses:\n${misses.join('\n')}`);
    }
  }
  const pct = (x) => `${(x * 100).toFixed(1)} %`.padStart(8);
  console.log(
    `${'half'.padEnd(9)}${'system'.padEnd(24)}${'n'.padStart(4)}${'first'.padStart(9)}${'top 3'.padStart(9)}${'emerg.'.padStart(9)}`,
  );
  for (const r of rows)
    console.log(
      `${r.half.padEnd(9)}${r.system.padEnd(24)}${String(r.n).padStart(4)}${pct(r.first)}${pct(r.top3)}${pct(r.emergency)}`,
    );
  // Each figure against its target, met or MISSED, as npm run eval:chat prints them.
  console.log('\ntargets:');
  for (const r of rows)
    for (const [what, value, op, target] of [
      ['first', r.first, '>=', TARGETS.first],
      ['top 3', r.top3, '>=', TARGETS.top3],
      ['emergency shown', r.emergency, '<=', TARGETS.emergency],
    ]) {
      const met = op === '<=' ? value <= target : value >= target;
      failed ||= !met;
      const shown = (x) => `${(100 * x).toFixed(1)} %`;
      console.log(
        `  ${met ? 'met   ' : 'MISSED'} ${r.half} ${r.system} ${what}: ${shown(value)} (target ${op} ${shown(target)})`,
      );
    }
} finally {
  await server.close();
}
process.exit(failed ? 1 : 0);
