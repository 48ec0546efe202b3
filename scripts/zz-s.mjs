import { createServer } from 'vite';
const server = await createServer({ root: '/work/wt/search', server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'silent' });
const { passageSearch } = await server.ssrLoadModule('/src/core/chat-assistant.ts');
for (const q of process.argv.slice(2)) {
  console.log('Q:', q, passageSearch.engine.detectIntents(q));
  for (const r of passageSearch.engine.search(q)) console.log('  S', r.relevanceScore.toFixed(3), (1 - r.fuseScore).toFixed(2), r.path, r.title);
}
await server.close();
