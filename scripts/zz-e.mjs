import { createServer } from 'vite';
const server = await createServer({ root: '/work/wt/search', server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'silent' });
const { sitePassages } = await server.ssrLoadModule('/src/core/chat-assistant.ts');
const { createPassageSearch } = await server.ssrLoadModule('/src/core/passage-answer.ts');
const { searchLexicon } = await server.ssrLoadModule('/src/content/search-lexicon.ts');
const sub = sitePassages.filter((p) => p.path.startsWith(process.argv[2]));
const ps = createPassageSearch(sub, searchLexicon);
for (const r of ps.find(process.argv[3])) console.log(r.score.toFixed(3), r.match.toFixed(2), r.path, r.text.slice(0, 60));
await server.close();
