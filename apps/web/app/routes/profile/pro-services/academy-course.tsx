import { data } from 'react-router';

/** Placeholder (issue 16): one course with its lessons and progress — replaced by its page in this session. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function Placeholder() {
  return null;
}
