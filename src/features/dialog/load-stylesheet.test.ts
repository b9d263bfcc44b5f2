import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStylesheet } from './load-stylesheet.ts';

interface FakeLink {
  rel: string;
  href: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  remove: () => void;
}

/** A document whose <head> only collects the <link>s added to it. */
function fakeDocument() {
  const links: FakeLink[] = [];
  vi.stubGlobal('CSS', { escape: (value: string) => value });
  vi.stubGlobal('document', {
    querySelector: () => null,
    createElement: (): FakeLink => {
      const link: FakeLink = { rel: '', href: '', onload: null, onerror: null, remove: () => links.splice(links.indexOf(link), 1) };
      return link;
    },
    head: { append: (link: FakeLink) => links.push(link) },
  });
  return links;
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true), () => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a stylesheet loaded on demand', () => {
  it('is added once; a second caller waits for the same download, not for nothing', async () => {
    const links = fakeDocument();
    const first = loadStylesheet('/_astro/a.css');
    const second = loadStylesheet('/_astro/a.css');
    expect(links).toHaveLength(1);
    expect(await settled(second)).toBe(false);
    links[0]!.onload!();
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    await loadStylesheet('/_astro/a.css');
    expect(links).toHaveLength(1);
  });

  it('is added afresh after it failed to download', async () => {
    const links = fakeDocument();
    const failed = loadStylesheet('/_astro/b.css');
    links[0]!.onerror!();
    await expect(failed).rejects.toThrow('/_astro/b.css');
    expect(links).toHaveLength(0);
    const again = loadStylesheet('/_astro/b.css');
    expect(links).toHaveLength(1);
    links[0]!.onload!();
    await expect(again).resolves.toBeUndefined();
  });
});
