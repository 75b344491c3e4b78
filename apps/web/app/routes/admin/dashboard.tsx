/** Placeholder of the admin dashboard page (issue 5), replaced by its feature. */
export default function Placeholder() {
  return null;
}
