// First-load bytes of a public route as a phone downloads them: the HTML plus every script and stylesheet
// it references, each in the encoding the server chose (brotli, and separately gzip).
export interface RouteBytes {
  route: string;
  html: number;
  js: number;
  css: number;
  total: number;
}

async function encodedSize(url: string, encoding: 'br' | 'gzip'): Promise<{ size: number; text: string }> {
  const res = await fetch(url, { headers: { 'accept-encoding': encoding } });
  // fetch decodes the body; Content-Length carries the encoded size the server sent.
  const text = await res.text();
  return { size: Number(res.headers.get('content-length') ?? text.length), text };
}

export async function firstLoadBytes(base: string, route: string, encoding: 'br' | 'gzip'): Promise<RouteBytes> {
  const page = await encodedSize(`${base}${route}`, encoding);
  const scripts = [...page.text.matchAll(/<script[^>]+src="([^"]+)"/g), ...page.text.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  const styles = [...page.text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const sum = async (urls: string[]) =>
    (await Promise.all([...new Set(urls)].map((u) => encodedSize(`${base}${u}`, encoding)))).reduce((n, r) => n + r.size, 0);
  const js = await sum(scripts);
  const css = await sum(styles);
  return { route, html: page.size, js, css, total: page.size + js + css };
}
