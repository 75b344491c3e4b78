/** Placeholder of the market detail page (issue 5), replaced by its feature. */
export default function Placeholder() {
  return null;
}
