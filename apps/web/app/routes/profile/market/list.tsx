/** Placeholder of the market list page (issue 5), replaced by its feature. */
export default function Placeholder() {
  return null;
}
