/** Placeholder of the applications page (issue 5), replaced by its feature. */
export default function Placeholder() {
  return null;
}
