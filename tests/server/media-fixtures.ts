// Test media generated with ffmpeg (never committed): ffmpeg's test source with a tone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'reelhouse-media-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));

/** The system's ffmpeg (Debian's `ffmpeg`; `.ci/run` installs it), as the server uses. */
export function ffmpegBin(): string {
  return process.env.REELHOUSE_FFMPEG || 'ffmpeg';
}

/** An MP4 (H.264/AAC) or AVI (MPEG-4 part 2/MP3) test video of `seconds`. */
export function testVideo(name: string, seconds: number, opts: { avi?: boolean; size?: string; rate?: number } = {}): string {
  const out = join(dir, name);
  const size = opts.size ?? '320x240';
  const codec = opts.avi
    ? ['-c:v', 'mpeg4', '-q:v', '5', '-c:a', 'libmp3lame']
    : ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'];
  execFileSync(ffmpegBin(), [
    '-y', '-loglevel', 'error',
    '-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=${size}:rate=${opts.rate ?? 25}`,
    '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`,
    ...codec, '-shortest', out,
  ]);
  return out;
}

/** A small PNG thumbnail. */
export function testImage(name = 'thumb.png'): string {
  const out = join(dir, name);
  execFileSync(ffmpegBin(), ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x180', '-frames:v', '1', out]);
  return out;
}
