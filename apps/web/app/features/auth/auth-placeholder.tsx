/** Stands in for an auth form until it is built: the page's heading and one sentence. */
export function AuthPlaceholder({ title, text }: { title: string; text: string }) {
  return (
    <div className="w-full max-w-lg">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{text}</p>
    </div>
  );
}
