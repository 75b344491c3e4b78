/** Placeholder of the check-list create page (issue 5), replaced by its feature. */
export default function Placeholder() {
  return null;
}
