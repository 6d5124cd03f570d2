import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A slow network in front of the real worker: a loopback proxy that sends a page's HTML in small
 * pieces with a pause after each, so a page that draws itself half-arrived and then moves shows it.
 * The closing run of payload scripts, which draws nothing, follows in one piece. `slowFiles` are
 * held back `slowFilesMs`: a script that arrives late while the rest of the page is there.
 */
export async function startSlowNetwork(upstream: string, { pieceBytes = 512, pauseMs = 20, slowFiles = /^$/, slowFilesMs = 0 } = {}) {
  const server = http.createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const pass = (name: string) => req.headers[name]?.toString() ?? '';
      const answer = await fetch(upstream + req.url, {
        method: req.method,
        headers: {
          'accept-encoding': 'identity',
          'user-agent': pass('user-agent'),
          cookie: pass('cookie'),
          'accept-language': pass('accept-language'),
          ...(hasBody ? { 'content-type': pass('content-type'), 'sec-fetch-site': pass('sec-fetch-site') } : {}),
        },
        body: hasBody ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      });
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) headers[name] = value;
      });
      const body = Buffer.from(await answer.arrayBuffer());
      if (slowFiles.test(req.url ?? '')) await new Promise((resolve) => setTimeout(resolve, slowFilesMs));
      res.writeHead(answer.status, headers);
      if (req.headers['sec-fetch-dest'] !== 'document') return void res.end(body);
      const drawn = startOfTrailingScripts(body.toString('latin1'));
      for (let at = 0; at < drawn; at += pieceBytes) {
        res.write(body.subarray(at, Math.min(at + pieceBytes, drawn)));
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      res.end(body.subarray(drawn));
    } catch {
      res.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Where the scripts that close the document begin (byte offset in a latin1 reading of it). */
function startOfTrailingScripts(html: string): number {
  let end = html.lastIndexOf('</body>');
  if (end < 0) return html.length;
  for (;;) {
    const before = html.slice(0, end).trimEnd();
    const open = before.lastIndexOf('<script');
    if (!before.endsWith('</script>') || open < 0) return before.length;
    end = open;
  }
}
