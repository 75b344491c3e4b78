/** Placeholder of the public page; its feature is being built. */
export default function LegalPagePage() {
  return <h1 className="p-8 text-2xl font-semibold">legal-page</h1>;
}
