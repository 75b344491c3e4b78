import { data } from 'react-router';

/** Placeholder (issue 16): a course's certificate PDF — replaced by its resource route in this session. */
export function loader() {
  throw data(null, { status: 404 });
}
