// Renders the landing's 'how it works' explainer (spec §2) into apps/web/public/media/:
// one silent H.264 video per language, its poster (WebP) and WebVTT captions in both
// languages. Slides are HTML rendered by Chromium, joined by ffmpeg with cross-fades.
//   node apps/web/app/features/landing/explainer-video/render.mjs
// Needs /usr/bin/chromium and ffmpeg (libx264, libwebp).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(here, '../../../../public/media');
const slides = JSON.parse(readFileSync(join(here, 'slides.json'), 'utf8'));
const WIDTH = 1280;
const HEIGHT = 720;
/** Seconds each slide stays, and of the cross-fade into the next. */
const SLIDE = 5;
const FADE = 0.5;

const ICONS = {
  company:
    '<path d="M6 42V14l14-6v34M20 42V20l22 6v16M4 42h40M12 20h2M12 27h2M12 34h2M28 31h2M34 31h2M28 37h2M34 37h2"/>',
  document: '<path d="M12 4h16l10 10v30H12z"/><path d="M28 4v10h10M18 24h14M18 31h14M18 38h8"/>',
  manager:
    '<circle cx="20" cy="15" r="7"/><path d="M6 42c1.5-9 7-14 14-14 3 0 5.6.8 7.6 2.3"/><path d="M28 36l5 5 10-11"/>',
  globe:
    '<circle cx="24" cy="24" r="18"/><path d="M6 24h36M24 6c5 5 7 11 7 18s-2 13-7 18c-5-5-7-11-7-18s2-13 7-18z"/>',
};

function page(body) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; font-family: 'DejaVu Sans', sans-serif;
    background: #0a2540; color: #fff; position: relative; }
  .globe { position: absolute; right: -160px; top: -120px; width: 720px; height: 720px; opacity: .08; }
  .kicker { font-size: 30px; font-weight: 700; color: #ffd500; letter-spacing: .02em; }
  h1 { font-size: 88px; line-height: 1.05; font-weight: 700; margin-top: 24px; }
  h2 { font-size: 62px; line-height: 1.1; font-weight: 700; }
  p { font-size: 36px; line-height: 1.4; color: #dbe9f8; margin-top: 28px; max-width: 900px; }
  .center { position: absolute; inset: 0; padding: 0 110px; display: flex; flex-direction: column; justify-content: center; }
  .step { position: absolute; inset: 0; display: grid; grid-template-columns: 400px 1fr; }
  .side { background: #0d3561; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 36px; }
  .num { width: 190px; height: 190px; border-radius: 50%; background: #ffd500; color: #0a2540; font-size: 120px;
    font-weight: 700; display: flex; align-items: center; justify-content: center; }
  .side svg { width: 120px; height: 120px; }
  .main { padding: 0 90px 0 80px; display: flex; flex-direction: column; justify-content: center; }
  .dots { position: absolute; left: 480px; bottom: 70px; display: flex; gap: 14px; }
  .dots i { width: 16px; height: 16px; border-radius: 50%; background: rgba(255,255,255,.3); }
  .dots i.on { background: #ffd500; }
  .badge { display: inline-block; background: #ffd500; color: #0a2540; border-radius: 999px; padding: 8px 26px;
    font-size: 30px; font-weight: 700; margin-top: 40px; }
  .brand { position: absolute; left: 110px; bottom: 56px; display: flex; align-items: center; gap: 18px; font-size: 28px; font-weight: 700; }
  </style></head><body>
  <svg class="globe" viewBox="0 0 400 400" fill="none" stroke="#fff" stroke-width="2"><circle cx="200" cy="200" r="160"/>
  <ellipse cx="200" cy="200" rx="70" ry="160"/><ellipse cx="200" cy="200" rx="125" ry="160"/><path d="M40 200h320M58 125h284M58 275h284"/></svg>
  ${body}</body></html>`;
}

const LOGO = `<svg viewBox="0 0 40 40" width="56" height="56"><rect width="40" height="40" rx="10" fill="#0b4a8b"/>
  <g fill="none" stroke="#fff" stroke-width="2"><circle cx="20" cy="20" r="11"/><path d="M9 20h22M20 9c3.5 3.2 5 7 5 11s-1.5 7.8-5 11c-3.5-3.2-5-7-5-11s1.5-7.8 5-11z"/></g>
  <path d="M23 29l8-8v6h-2v-2.6L24.4 29z" fill="#ffd500"/></svg>`;

function slideHtml(slide, index, steps) {
  if (slide.kind === 'step') {
    const dots = steps.map((_, i) => `<i class="${i === slide.number - 1 ? 'on' : ''}"></i>`).join('');
    return page(`<div class="step"><div class="side"><div class="num">${slide.number}</div>
      <svg viewBox="0 0 48 48" fill="none" stroke="#ffd500" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${ICONS[slide.icon]}</svg></div>
      <div class="main"><h2>${slide.title}</h2><p>${slide.text}</p></div></div><div class="dots">${dots}</div>`);
  }
  if (slide.kind === 'closing') {
    return page(`<div class="center"><h1 style="font-size:72px">${slide.title}</h1><p>${slide.text}</p><div><span class="badge">free</span></div></div>
      <div class="brand">${LOGO}${slide.kicker}</div>`);
  }
  return page(
    `<div class="center"><div class="kicker">${slide.kicker}</div><h1>${slide.title}</h1><p>${slide.text}</p></div>`,
  );
}

function timestamp(seconds) {
  const whole = Math.floor(seconds);
  const ms = Math.round((seconds - whole) * 1000);
  const mm = String(Math.floor(whole / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return `00:${mm}:${ss}.${String(ms).padStart(3, '0')}`;
}

/** One cue per slide: the slide's own words, for viewers who cannot see it or read it fast enough. */
function captions(list) {
  const step = SLIDE - FADE;
  const cues = list.map((slide, i) => {
    const start = i * step;
    const end = i === list.length - 1 ? start + SLIDE : start + step;
    const words =
      slide.kind === 'step'
        ? `${slide.number}. ${slide.title}. ${slide.text}`
        : `${slide.title}. ${slide.text}`;
    return `${i + 1}\n${timestamp(start)} --> ${timestamp(end)}\n${words.replace(/\.\./g, '.')}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

const work = mkdtempSync(join(tmpdir(), 'explainer-'));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const browserPage = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
try {
  for (const [lang, list] of Object.entries(slides)) {
    const steps = list.filter((slide) => slide.kind === 'step');
    const frames = [];
    for (const [index, slide] of list.entries()) {
      await browserPage.setContent(slideHtml(slide, index, steps));
      const file = join(work, `${lang}-${index}.png`);
      await browserPage.screenshot({ path: file });
      frames.push(file);
    }
    // Each still for SLIDE seconds, cross-faded into the next.
    const inputs = frames.flatMap((file) => [
      '-loop',
      '1',
      '-t',
      String(SLIDE),
      '-framerate',
      '25',
      '-i',
      file,
    ]);
    let chain = '';
    let last = '[0:v]';
    for (let i = 1; i < frames.length; i += 1) {
      const label = `[v${i}]`;
      chain += `${last}[${i}:v]xfade=transition=fade:duration=${FADE}:offset=${(i * (SLIDE - FADE)).toFixed(2)}${label};`;
      last = label;
    }
    chain += `${last}format=yuv420p[out]`;
    execFileSync('ffmpeg', [
      '-y', '-loglevel', 'error', ...inputs, '-filter_complex', chain, '-map', '[out]',
      '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '26', '-tune', 'stillimage', '-r', '25',
      '-movflags', '+faststart', '-an', join(out, `how-it-works-${lang}.mp4`),
    ]); // prettier-ignore
    execFileSync('ffmpeg', [
      '-y', '-loglevel', 'error', '-i', frames[0], '-vf', 'scale=960:-1', '-c:v', 'libwebp', '-quality', '80',
      join(out, `how-it-works-${lang}.webp`),
    ]); // prettier-ignore
    writeFileSync(join(out, `how-it-works.${lang}.vtt`), captions(list));
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
process.stdout.write(`explainer written to ${out}\n`);
