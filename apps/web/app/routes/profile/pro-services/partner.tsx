import { data } from 'react-router';

/** Placeholder (issue 16): one professional partner and the form to write to it — replaced by its page in this session. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function Placeholder() {
  return null;
}
