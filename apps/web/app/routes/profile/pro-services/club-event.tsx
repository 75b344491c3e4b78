/** A placeholder until its issue-16 page lands (the route is registered in routes.ts). */
export default function Placeholder() {
  return null;
}
