import { createServer } from 'vite';
const server = await createServer({ root: '/work/wt/search', server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'silent' });
const { sitePassages } = await server.ssrLoadModule('/src/core/chat-assistant.ts');
console.log(sitePassages.length);
for (const p of sitePassages) if (!process.argv[2] || (p.path + p.text).includes(process.argv[2])) console.log(p.path, '|', p.section, '|', p.text.slice(0, 150));
await server.close();
