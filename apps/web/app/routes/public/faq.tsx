/** Placeholder of the public page; its feature is being built. */
export default function FaqPage() {
  return <h1 className="p-8 text-2xl font-semibold">faq</h1>;
}
