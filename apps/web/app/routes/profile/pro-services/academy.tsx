import { data } from 'react-router';

/** Placeholder (issue 16): the academy's courses — replaced by its page in this session. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function Placeholder() {
  return null;
}
