/** A quiet globe behind the hero text; pure SVG, no image request. */
export function HeroArt() {
  return (
    <svg
      className="pointer-events-none absolute -top-24 -right-48 h-[560px] w-[560px] text-white/10 sm:-right-24 lg:top-1/2 lg:right-0 lg:h-[760px] lg:w-[760px] lg:-translate-y-1/2"
      viewBox="0 0 400 400"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.2"
    >
      <circle cx="200" cy="200" r="160" />
      <ellipse cx="200" cy="200" rx="70" ry="160" />
      <ellipse cx="200" cy="200" rx="125" ry="160" />
      <path d="M40 200h320M58 125h284M58 275h284" />
    </svg>
  );
}
