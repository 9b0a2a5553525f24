import {startServer} from '/work/main/scripts/lib/server.ts';
import {launchChromium, cpuSlowdown, phone} from '/work/main/scripts/lib/mainThread.ts';
const [dir, p, needle] = process.argv.slice(2);
const browser = await launchChromium();
const {server, url} = await startServer({dir, port: 0, compress: 'br'});
const context = await browser.newContext({viewport: phone});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', {interval: 100});
await cdp.send('Profiler.start');
await page.goto(url + p, {waitUntil: 'load'});
await page.waitForTimeout(3000);
const {profile} = await cdp.send('Profiler.stop');
const parent = new Map<number, any>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
const seen = new Set<string>();
for (const n of profile.nodes) {
  const f = n.callFrame;
  if (`${f.lineNumber}:${f.columnNumber}` !== needle) continue;
  const chain: string[] = [];
  let cur: any = n;
  while (cur && chain.length < 25) { chain.push(`${cur.callFrame.functionName || '(anon)'} ${cur.callFrame.url.split('/').pop()}:${cur.callFrame.lineNumber}:${cur.callFrame.columnNumber}`); cur = parent.get(cur.id); }
  const s = chain.join('\n  <- ');
  if (!seen.has(s)) { seen.add(s); console.log(s, '\n'); }
}
await browser.close(); server.close();
