import { data } from 'react-router';

/** Placeholder (issue 16): an event's registrations as CSV — replaced by its resource route in this session. */
export function loader() {
  throw data(null, { status: 404 });
}
