/** Placeholder of the public page; its feature is being built. */
export default function TariffsPage() {
  return <h1 className="p-8 text-2xl font-semibold">tariffs</h1>;
}
