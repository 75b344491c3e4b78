/** Placeholder of the signed-in importing-countries page; its feature is being built. */
export default function ProfileImportingCountriesPage() {
  return <h1 className="p-8 text-2xl font-semibold">importing-countries</h1>;
}
