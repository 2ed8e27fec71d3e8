import { hash, verify } from '@node-rs/argon2';
const h = await hash('Demo@1234', { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
const run = async (s) => { const until = Date.now() + s * 1000; let d = 0; await Promise.all(Array.from({ length: 2 }, async () => { while (Date.now() < until) { await verify(h, 'Demo@1234'); d++; } })); return d; };
await run(1); const c = process.cpuUsage(); const d = await run(6); const u = process.cpuUsage(c);
console.log(`${process.env.TAG} user ${(u.user / d / 1000).toFixed(2)} sys ${(u.system / d / 1000).toFixed(2)} ms/verify, ${(d/6).toFixed(1)}/s`);
