/** Placeholder of the admin sales market queue page (issue 5), replaced by its feature. */
export default function Placeholder() {
  return null;
}
