// The timeline thumbnails' WebVTT (made by the sprite job): cues whose text is
// `<image>#xywh=x,y,w,h`, the tile of the sprite for that stretch of the video.

export interface ThumbCue {
  start: number;
  end: number;
  image: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

function seconds(ts: string): number {
  const parts = ts.trim().split(':').map(Number);
  if (parts.some((n) => Number.isNaN(n))) return NaN;
  return parts.reduce((acc, n) => acc * 60 + n, 0);
}

export function parseThumbVtt(text: string): ThumbCue[] {
  if (!text.startsWith('WEBVTT')) return [];
  const cues: ThumbCue[] = [];
  for (const block of text.replace(/\r/g, '').split(/\n\n+/)) {
    const lines = block.split('\n').filter(Boolean);
    const timing = lines.findIndex((l) => l.includes('-->'));
    if (timing < 0) continue;
    const [a, b] = lines[timing]!.split('-->');
    const m = /^(.*)#xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(lines[timing + 1]?.trim() ?? '');
    const start = seconds(a ?? '');
    const end = seconds((b ?? '').trim().split(/\s+/)[0] ?? '');
    if (!m || Number.isNaN(start) || Number.isNaN(end)) continue;
    cues.push({ start, end, image: m[1]!, x: Number(m[2]), y: Number(m[3]), w: Number(m[4]), h: Number(m[5]) });
  }
  return cues;
}

/** The cue showing at time t (the last one past the end). */
export function cueAt(cues: ThumbCue[], t: number): ThumbCue | undefined {
  let lo = 0;
  let hi = cues.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = cues[mid]!;
    if (t < c.start) hi = mid - 1;
    else if (t >= c.end) lo = mid + 1;
    else return c;
  }
  return t >= 0 ? cues[cues.length - 1] : cues[0];
}

/** The video id and token of a self-hosted stream URL (/api/reelhouse/stream/{id}?token=). */
export function streamParts(url: string): { videoId: string; token: string } | null {
  const u = new URL(url, 'http://x');
  const m = /\/api\/reelhouse\/stream\/([a-z0-9]+)$/.exec(u.pathname);
  return m ? { videoId: m[1]!, token: u.searchParams.get('token') ?? '' } : null;
}
