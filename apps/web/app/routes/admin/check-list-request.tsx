/** Placeholder of the admin check list request page (issue 5), replaced by its feature. */
export default function Placeholder() {
  return null;
}
