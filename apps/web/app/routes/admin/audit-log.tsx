/** Placeholder of the admin audit log page (issue 5), replaced by its feature. */
export default function Placeholder() {
  return null;
}
