import { createServer } from 'vite';
const server = await createServer({ root: '/work/wt/search', server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'silent' });
const { guideEngine, passageSearch, assistant } = await server.ssrLoadModule('/src/core/chat-assistant.ts');
for (const q of process.argv.slice(2)) {
  console.log('Q:', q, guideEngine.detectIntents(q));
  for (const r of guideEngine.search(q)) console.log('  G', r.relevanceScore.toFixed(3), (1 - r.fuseScore).toFixed(2), r.id, r.path);
  for (const r of passageSearch.find(q).filter((r, i) => i < 5 || (process.env.GREP && r.text.includes(process.env.GREP)))) console.log('  P', r.score.toFixed(3), r.match.toFixed(2), r.path, '|', r.text.slice(0, 70));
  if (process.env.ANSWER) console.log(assistant.compose(q).reply);
}
await server.close();
