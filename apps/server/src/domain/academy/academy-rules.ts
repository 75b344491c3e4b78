import { randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A certificate's code: 'EXP-' and ten characters of Crockford's base 32 (50 random bits). */
export function createCertificateCode(random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(10);
  let code = '';
  for (const byte of bytes) code += CROCKFORD[byte & 31];
  return `EXP-${code}`;
}

/** Done, total and the percent rounded down (100 only when every lesson is done). */
export function computeCourseProgress(done: number, total: number) {
  return { done, total, percent: total === 0 ? 0 : Math.floor((done * 100) / total) };
}

/**
 * The embeddable player address of a lesson's video: YouTube (through youtube-nocookie.com, which
 * sets no cookie before play) or Vimeo; anything else is not embedded (null).
 */
export function toVideoEmbedUrl(url: string | null): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:') return null;
  const host = parsed.hostname.replace(/^www\./, '');
  const youtubeId =
    host === 'youtube.com' || host === 'm.youtube.com'
      ? parsed.pathname === '/watch'
        ? parsed.searchParams.get('v')
        : (/^\/embed\/([\w-]+)$/.exec(parsed.pathname)?.[1] ?? null)
      : host === 'youtu.be'
        ? parsed.pathname.slice(1)
        : null;
  if (youtubeId && /^[\w-]{6,20}$/.test(youtubeId))
    return `https://www.youtube-nocookie.com/embed/${youtubeId}`;
  const vimeoId =
    host === 'vimeo.com' || host === 'player.vimeo.com' ? /(\d{5,12})$/.exec(parsed.pathname)?.[1] : null;
  if (vimeoId) return `https://player.vimeo.com/video/${vimeoId}`;
  return null;
}
